/// Hashes a stream of values into 128 bits, for `PlanFingerprint`: FNV-1a 64 (as `ContentHash`)
/// beside a multiply-rotate lane that also carries high bits down, so the two halves fail
/// independently. Every value is fed with a tag and a length, so no two different streams of
/// values feed the same bytes (`["ab", "c"]` and `["a", "bc"]` differ).
struct FingerprintHasher: Sendable {
    private var fnv = ContentHash()
    private var mixed: UInt64 = 0x6a09_e667_f3bc_c908

    init() {}

    mutating func feed(string text: String) {
        var text = text
        text.withUTF8 { feed(tag: Tag.string, bytes: $0) }
    }

    mutating func feed(bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { feed(tag: Tag.bytes, bytes: $0) }
    }

    mutating func feed(bool flag: Bool) {
        feed(tag: Tag.bool, count: flag ? 1 : 0)
    }

    /// The start of a list or map of `count` items (`tag` says which). The count goes in
    /// LEB128 (seven bits a byte), so most counts and lengths cost one byte.
    mutating func feed(tag: UInt8, count: Int) {
        feedRaw(tag)
        var rest = UInt64(count)
        while rest >= 0x80 {
            feedRaw(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        feedRaw(UInt8(rest))
    }

    /// The two halves: FNV-1a 64, then the mixed lane (finished with an avalanche step).
    func finish() -> (first: UInt64, second: UInt64) {
        var value = mixed
        value ^= value >> 33
        value = value &* 0xff51_afd7_ed55_8ccd
        value ^= value >> 33
        return (fnv.value, value)
    }

    enum Tag {
        static let string = UInt8(ascii: "s")
        static let bytes = UInt8(ascii: "d")
        static let bool = UInt8(ascii: "b")
        static let list = UInt8(ascii: "l")
        static let map = UInt8(ascii: "m")
    }

    private mutating func feed(tag: UInt8, bytes: UnsafeBufferPointer<UInt8>) {
        feed(tag: tag, count: bytes.count)
        var fnv = self.fnv, mixed = self.mixed
        for byte in bytes {
            fnv.add(byte)
            mixed = Self.mix(mixed, byte)
        }
        self.fnv = fnv
        self.mixed = mixed
    }

    private mutating func feedRaw(_ byte: UInt8) {
        fnv.add(byte)
        mixed = Self.mix(mixed, byte)
    }

    private static func mix(_ state: UInt64, _ byte: UInt8) -> UInt64 {
        let product = (state ^ UInt64(byte)) &* 0x9e37_79b9_7f4a_7c15
        return product << 23 | product >> 41
    }
}
