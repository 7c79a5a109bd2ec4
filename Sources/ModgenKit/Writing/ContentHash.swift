/// FNV-1a, 64 bits: a fast fingerprint of a file's bytes, enough to notice a person's edit.
/// (Not a defence against someone crafting a collision, which the writer does not need.)
struct ContentHash: Hashable, Sendable, CustomStringConvertible {
    var value: UInt64

    init(value: UInt64) {
        self.value = value
    }

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        value = hash
    }

    init(_ bytes: [UInt8]) {
        self = bytes.withUnsafeBufferPointer { ContentHash($0) }
    }

    init(_ text: String) {
        var text = text
        self = text.withUTF8 { ContentHash($0) }
    }

    /// Sixteen lowercase hex digits.
    var description: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    init?(hex: Substring) {
        guard hex.count == 16, let value = UInt64(hex, radix: 16) else { return nil }
        self.value = value
    }
}
