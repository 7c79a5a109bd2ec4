/// The 24-hex-digit identifier of an object of a project.pbxproj, derived from a stable name
/// (the object's path in the project, like `target/MapsApp/configuration/Debug`), so two runs
/// write byte-identical projects. Two 64-bit FNV-1a hashes (`ContentHash`, from two offset
/// bases) give 96 bits.
struct PBXObjectID: Hashable, Comparable, Sendable, CustomStringConvertible {
    let description: String

    init(_ name: String) {
        let first = Self.fnv1a(name, offset: 0xcbf2_9ce4_8422_2325)
        let second = Self.fnv1a(name, offset: 0x6c62_272e_07bb_0142)
        description = Self.hex(first, digits: 16) + Self.hex(second >> 32, digits: 8)
    }

    static func < (lhs: PBXObjectID, rhs: PBXObjectID) -> Bool { lhs.description < rhs.description }

    private static func fnv1a(_ text: String, offset: UInt64) -> UInt64 {
        var hash = ContentHash(value: offset)
        for byte in text.utf8 { hash.add(byte) }
        return hash.value
    }

    private static func hex(_ value: UInt64, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
