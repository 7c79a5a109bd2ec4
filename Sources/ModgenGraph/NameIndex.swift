import YAMLTree

/// Names found by position, as a `[String: Int]` of them finds them, for a fraction of the cost:
/// a String's hash (SipHash over its normalized scalars) and `==` were most of the cost of
/// resolving a dependency by name. Here an ASCII name is hashed and compared by its bytes.
///
/// Equal bytes are equal Strings, and for ASCII the converse holds too. Strings that are equal
/// (canonically equivalent) with other bytes need Unicode: when a stored name is not ASCII, a
/// Dictionary answers everything; when only the name asked for is not, the stored names are
/// compared with it as Strings, one by one (such a name is, in practice, an unknown one, whose
/// error already costs a pass over the names for its suggestion).
///
/// `foldsCase`: names are found ignoring case, as `lowercased()` on both sides would.
struct NameIndex: Sendable {
    /// The names, by position: what a lookup answers.
    private let names: [String]
    /// The names' UTF-8 bytes (lowercased with `foldsCase`), one after another.
    private var bytes: [UInt8] = []
    /// Per name: where its bytes end in `bytes` (they start where the previous name's end).
    private var ends: [Int32] = []
    /// Per name: its hash.
    private var hashes: [UInt64] = []
    /// Open addressing, a power of two long: a name's position, or -1 for a free slot.
    private var slots: [Int32] = []
    private let foldsCase: Bool
    /// Set when a stored name is not ASCII: then it answers every lookup.
    private var fallback: [String: Int]?
    /// With `firstWins`: each name equal to an earlier one, with the first of them, in the order
    /// of the later names: what looking every name up again would find, found while building
    /// (`IdentityClashCheck` asked the index for all 68,000 names of a large spec once more).
    /// nil when a Dictionary answers (a name not ASCII), which does not say.
    private(set) var repeats: [(first: Int, later: Int)]? = []

    /// `firstWins`: of equal names the first is found (else the last, as assigning each
    /// name's position into a Dictionary in order would keep).
    init(_ names: [String], foldsCase: Bool = false, firstWins: Bool = false) {
        self.names = names
        self.foldsCase = foldsCase
        if !buildTable(firstWins: firstWins) {
            var dictionary: [String: Int] = [:]
            dictionary.reserveCapacity(names.count)
            for offset in names.indices {
                let key = foldsCase ? names[offset].lowercased() : names[offset]
                if firstWins, dictionary[key] != nil { continue }
                dictionary[key] = offset
            }
            fallback = dictionary
            repeats = nil
            bytes = []
            ends = []
            hashes = []
            slots = []
        }
    }

    var count: Int { names.count }

    /// The position of `name` (of the name equal to it, ignoring case with `foldsCase`).
    func index(of name: String) -> Int? {
        if let fallback { return fallback[foldsCase ? name.lowercased() : name] }
        var key = name
        let (found, isASCII) = key.withUTF8 { key -> (Int?, Bool) in
            let (hash, isASCII) = ByteHash.hash(key, folding: foldsCase)
            return isASCII ? (find(key, hash: hash), true) : (nil, false)
        }
        if isASCII { return found }
        // Not ASCII, stored names all ASCII: only Unicode can tell whether one is equal.
        if foldsCase {
            let lowered = name.lowercased()
            return names.indices.first { names[$0].lowercased() == lowered }
        }
        return names.indices.last { names[$0] == name }
    }

    /// Fills the table; false when a name is not ASCII.
    private mutating func buildTable(firstWins: Bool) -> Bool {
        var capacity = 16
        while capacity < names.count * 2 { capacity *= 2 }
        slots = [Int32](repeating: -1, count: capacity)
        ends.reserveCapacity(names.count)
        hashes.reserveCapacity(names.count)
        // Room for names of 24 bytes: most are shorter, and growing byte run by byte run cost more.
        bytes.reserveCapacity(names.count * 24)
        for offset in names.indices {
            var name = names[offset]
            let fits: Bool = name.withUTF8 { name in
                let (hash, isASCII) = ByteHash.hash(name, folding: foldsCase)
                guard isASCII else { return false }
                let start = bytes.count
                bytes.append(contentsOf: name)
                if foldsCase {
                    bytes.withUnsafeMutableBufferPointer { bytes in
                        for offset in start..<bytes.count { bytes[offset] = Self.lowered(bytes[offset]) }
                    }
                }
                ends.append(Int32(truncatingIfNeeded: bytes.count))
                hashes.append(hash)
                insert(offset, hash: hash, firstWins: firstWins)
                return true
            }
            guard fits else { return false }
        }
        return true
    }

    private mutating func insert(_ offset: Int, hash: UInt64, firstWins: Bool) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = Int(slots[slot])
            if entry < 0 {
                slots[slot] = Int32(truncatingIfNeeded: offset)
                return
            }
            if hashes[entry] == hash, storedEquals(entry, offset) {
                if firstWins {
                    repeats?.append((first: entry, later: offset))
                } else {
                    slots[slot] = Int32(truncatingIfNeeded: offset)
                }
                return
            }
            slot = (slot + 1) & mask
        }
    }

    /// Whether the stored bytes of two entries are equal.
    private func storedEquals(_ one: Int, _ other: Int) -> Bool {
        bytes.withUnsafeBufferPointer { bytes in
            Self.equal(Self.slice(bytes, one, ends), Self.slice(bytes, other, ends), folding: false)
        }
    }

    private func find(_ key: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Int? {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        return bytes.withUnsafeBufferPointer { bytes in
            while true {
                let entry = Int(slots[slot])
                if entry < 0 { return nil }
                if hashes[entry] == hash, Self.equal(Self.slice(bytes, entry, ends), key, folding: foldsCase) { return entry }
                slot = (slot + 1) & mask
            }
        }
    }

    private static func slice(_ bytes: UnsafeBufferPointer<UInt8>, _ entry: Int, _ ends: [Int32]) -> UnsafeBufferPointer<UInt8> {
        let start = entry == 0 ? 0 : Int(ends[entry - 1])
        return UnsafeBufferPointer(rebasing: bytes[start..<Int(ends[entry])])
    }

    /// `stored` (lowercased already with `folding`) against `key` (ASCII), eight bytes at a time.
    private static func equal(_ stored: UnsafeBufferPointer<UInt8>, _ key: UnsafeBufferPointer<UInt8>, folding: Bool) -> Bool {
        guard stored.count == key.count else { return false }
        guard let left = stored.baseAddress, let right = key.baseAddress else { return true }
        var offset = 0
        while offset + 8 <= key.count {
            let one = UnsafeRawPointer(left + offset).loadUnaligned(as: UInt64.self)
            let other = UnsafeRawPointer(right + offset).loadUnaligned(as: UInt64.self)
            if one != (folding ? ByteHash.lowered(other) : other) { return false }
            offset += 8
        }
        while offset < key.count {
            if left[offset] != (folding ? lowered(right[offset]) : right[offset]) { return false }
            offset += 1
        }
        return true
    }

    /// An ASCII byte lowercased, as `lowercased()` maps it; any other byte as it is.
    private static func lowered(_ byte: UInt8) -> UInt8 {
        byte &- 0x41 < 26 ? byte | 0x20 : byte
    }
}
