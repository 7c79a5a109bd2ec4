/// The 24-hex-digit identifier of an object of a project.pbxproj, derived from a stable name
/// (the object's path in the project, like `target/MapsApp/configuration/Debug`), so two runs
/// write byte-identical projects. Two 64-bit FNV-1a hashes (`ContentHash`, from two offset
/// bases) give 96 bits.
///
/// Kept as the two hashes, not as text: a project's ids are hashed into its comments, sorted
/// and written many times each, and a 24-byte `String` per id made that most of the cost of
/// rendering an app shell. The digits are written only where the id is printed.
struct PBXObjectID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The first hash: the first 16 digits.
    private let first: UInt64
    /// The second hash's high 32 bits: the last 8 digits.
    private let second: UInt32

    init(_ name: String) {
        self.init(Hasher.start, name)
    }

    /// The id of `prefix + name`, from `prefix`'s hashes (FNV-1a runs byte by byte, so a prefix
    /// shared by many ids is hashed once).
    fileprivate init(_ prefix: Hasher, _ name: String) {
        var hasher = prefix
        hasher.add(name)
        first = hasher.first.value
        second = UInt32(truncatingIfNeeded: hasher.second.value >> 32)
    }

    /// Ordered as the digits are: fixed width, and `0`-`9` sort before `A`-`F`.
    static func < (lhs: PBXObjectID, rhs: PBXObjectID) -> Bool {
        (lhs.first, lhs.second) < (rhs.first, rhs.second)
    }

    /// The 24 digits, upper case.
    var description: String {
        var out = TextBuffer(capacity: 24)
        append(to: &out)
        return out.text
    }

    /// The 24 digits appended to `out`, in one piece.
    func append(to out: inout TextBuffer) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { digits in
            Self.hex(first, count: 16, into: digits, at: 0)
            Self.hex(UInt64(second), count: 8, into: digits, at: 16)
            out.append(bytes: UnsafeBufferPointer(digits))
        }
    }

    /// `value`'s last `count` hex digits (upper case, zero-padded) into `digits` from `start`.
    private static func hex(_ value: UInt64, count: Int, into digits: UnsafeMutableBufferPointer<UInt8>, at start: Int) {
        var value = value
        for index in stride(from: start + count - 1, through: start, by: -1) {
            digits[index] = hexDigits[Int(value & 0xF)]
            value >>= 4
        }
    }

    private static let hexDigits: [UInt8] = Array("0123456789ABCDEF".utf8)

    /// Both FNV-1a lanes part way through a name.
    fileprivate struct Hasher {
        var first = ContentHash(value: 0xcbf2_9ce4_8422_2325)
        var second = ContentHash(value: 0x6c62_272e_07bb_0142)

        static let start = Hasher()

        mutating func add(_ text: String) {
            var text = text
            text.withUTF8 { bytes in
                for byte in bytes {
                    first.add(byte)
                    second.add(byte)
                }
            }
        }
    }

    /// Makes the ids of names sharing a prefix (`<Name>.xcodeproj/`), the prefix hashed once.
    struct Namer {
        private let prefix: Hasher

        init(prefix: String) {
            var hasher = Hasher.start
            hasher.add(prefix)
            self.prefix = hasher
        }

        /// `PBXObjectID(prefix + name)`.
        func id(_ name: String) -> PBXObjectID {
            PBXObjectID(prefix, name)
        }
    }
}
