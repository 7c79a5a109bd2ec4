/// FNV-1a, 64 bits: a fast fingerprint of a file's bytes, enough to notice a person's edit.
/// (Not a defence against someone crafting a collision, which the writer does not need.)
/// modgen's one FNV-1a: the state file's hashes, the plan fingerprint's first lane, the
/// case-folded path hash and the Xcode projects' object ids all step through `add(_:)`.
package struct ContentHash: Hashable, Sendable, CustomStringConvertible {
    package var value: UInt64

    /// The hash of no bytes (FNV-1a's offset basis); `adding` steps it byte by byte.
    package init() {
        value = 0xcbf2_9ce4_8422_2325
    }

    package init(value: UInt64) {
        self.value = value
    }

    package init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var hash = ContentHash()
        for byte in bytes { hash.add(byte) }
        self = hash
    }

    /// One FNV-1a step: xor the byte in, multiply by the FNV prime.
    package mutating func add(_ byte: UInt8) {
        value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }

    package init(_ bytes: [UInt8]) {
        self = bytes.withUnsafeBufferPointer { ContentHash($0) }
    }

    package init(_ text: String) {
        var text = text
        self = text.withUTF8 { ContentHash($0) }
    }

    /// Sixteen lowercase hex digits.
    package var description: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// Sixteen hex digits (either case). Each digit is told apart and read without a branch on
    /// its value: the state's lines hold one hash each, and a branch per digit, which random
    /// digits leave the processor unable to predict, made this a sixth of the user time of a
    /// no-op's main thread at 1,000 features.
    package init?(hex: ArraySlice<UInt8>) {
        guard hex.count == 16 else { return nil }
        let read = hex.withUnsafeBufferPointer { digits -> (value: UInt64, valid: Bool) in
            var value: UInt64 = 0
            var valid: UInt8 = 1
            for byte in digits {
                let decimal = byte &- UInt8(ascii: "0")
                let letter = (byte | 0x20) &- UInt8(ascii: "a")
                let isDecimal: UInt8 = decimal < 10 ? 1 : 0
                let isLetter: UInt8 = letter < 6 ? 1 : 0
                valid &= isDecimal | isLetter
                value = value << 4 | UInt64(isDecimal == 1 ? decimal : letter &+ 10)
            }
            return (value, valid == 1)
        }
        guard read.valid else { return nil }
        value = read.value
    }
}
