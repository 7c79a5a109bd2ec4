/// The 24-hex-digit identifier of an object of a project.pbxproj, derived from a stable name
/// (the object's path in the project, like `target/MapsApp/configuration/Debug`), so two runs
/// write byte-identical projects. Two 64-bit FNV-1a hashes (`ContentHash`, from two offset
/// bases) give 96 bits.
struct PBXObjectID: Hashable, Comparable, Sendable, CustomStringConvertible {
    let description: String

    init(_ name: String) {
        var text = name
        let (first, second) = text.withUTF8 { bytes in
            (Self.fnv1a(bytes, offset: 0xcbf2_9ce4_8422_2325), Self.fnv1a(bytes, offset: 0x6c62_272e_07bb_0142))
        }
        var digits = [UInt8](repeating: 0, count: 24)
        Self.hex(first, into: &digits, at: 0, count: 16)
        Self.hex(second >> 32, into: &digits, at: 16, count: 8)
        description = String(decoding: digits, as: UTF8.self)
    }

    static func < (lhs: PBXObjectID, rhs: PBXObjectID) -> Bool { lhs.description < rhs.description }

    private static func fnv1a(_ bytes: UnsafeBufferPointer<UInt8>, offset: UInt64) -> UInt64 {
        var hash = ContentHash(value: offset)
        for byte in bytes { hash.add(byte) }
        return hash.value
    }

    /// `value`'s last `count` hex digits (upper case, zero-padded) into `digits` from `start`.
    private static func hex(_ value: UInt64, into digits: inout [UInt8], at start: Int, count: Int) {
        var value = value
        for index in stride(from: start + count - 1, through: start, by: -1) {
            digits[index] = Self.hexDigits[Int(value & 0xF)]
            value >>= 4
        }
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)
}
