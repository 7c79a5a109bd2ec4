#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where each key of a large mapping is, found by the key's bytes (`Mapping` builds one past
/// `Mapping.indexThreshold` keys). A `[String: Int]` did this before: a String's hash (SipHash
/// over its normalized scalars) made each key of the 7 MB bench spec's `modules:` cost about
/// 1,300 instructions to add, against about 720 for a key of a small mapping.
///
/// While every key is ASCII, a key is hashed (`ByteHash`) and compared by its bytes, which for
/// ASCII is what `==` says. The first key that is not ASCII turns the index into the
/// dictionary it was (only Unicode can tell such keys apart); until then, a key asked for that
/// is not ASCII is in no entry: the mapping only looks for a key among those of its length in
/// bytes (`Mapping.keyLengths`), and a text that is not ASCII equals no ASCII text of its
/// length.
///
/// A class, so that a mapping stays 20 bytes; shared by copies of a mapping, copied by the one
/// that changes it while shared (`Mapping` asks `isKnownUniquelyReferenced`), so never changed
/// while another thread may read it.
final class KeyIndex: @unchecked Sendable {
    /// Open addressing, at most half full: 0 is an empty slot; otherwise the key's hash's top
    /// 32 bits above its entry's offset + 1. The slot comes from the hash's top bits, so the
    /// table grows without hashing any key again.
    @exclusivity(unchecked) private var slots: [UInt64]
    @exclusivity(unchecked) private var shift: UInt64
    @exclusivity(unchecked) private(set) var count = 0
    /// Every key, once some key is not ASCII.
    private var dictionary: [String: Int]?

    init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size *= 2 }
        slots = [UInt64](repeating: 0, count: size)
        shift = UInt64(64 - size.trailingZeroBitCount)
    }

    private init(copying other: KeyIndex) {
        slots = other.slots
        shift = other.shift
        count = other.count
        dictionary = other.dictionary
    }

    func copy() -> KeyIndex { KeyIndex(copying: self) }

    /// Room for `total` keys without growing.
    func reserve(_ total: Int) {
        if dictionary != nil {
            dictionary?.reserveCapacity(total)
        } else if total * 2 > slots.count {
            grow(to: total)
        }
    }

    /// The offset of the entry of `entries` whose key is `key`.
    func offset(of key: String, in entries: [Mapping.Entry]) -> Int? {
        if let dictionary { return dictionary[key] }
        var key = key
        return key.withUTF8 { bytes in
            let (hash, isASCII) = ByteHash.hash(bytes, folding: false)
            return isASCII ? find(bytes, hash: hash, in: entries).existing : nil
        }
    }

    /// Records that `key` is at `offset`, unless some entry has it already: then that entry's
    /// offset comes back, and nothing changes.
    func claim(_ key: String, at offset: Int, in entries: [Mapping.Entry]) -> Int? {
        place(key, at: offset, in: entries, replacing: false)
    }

    /// Records `key` at `offset` whether or not another entry has it (the later one wins).
    func set(_ key: String, at offset: Int, in entries: [Mapping.Entry]) {
        _ = place(key, at: offset, in: entries, replacing: true)
    }

    /// Records `key` at `offset` when no entry has it, or when `replacing`; the offset of the
    /// entry that had it, if one did. One hash and one probe either way.
    private func place(_ key: String, at offset: Int, in entries: [Mapping.Entry], replacing: Bool) -> Int? {
        if dictionary == nil {
            var text = key
            let (isASCII, existing) = text.withUTF8 { bytes -> (Bool, Int?) in
                let (hash, isASCII) = ByteHash.hash(bytes, folding: false)
                guard isASCII else { return (false, nil) }
                let (existing, slot) = find(bytes, hash: hash, in: entries)
                if existing == nil || replacing { slots[slot] = Self.slotValue(hash: hash, offset: offset) }
                return (true, existing)
            }
            if isASCII {
                if existing == nil {
                    count += 1
                    if count * 2 > slots.count { grow(to: count) }
                }
                return existing
            }
            becomeDictionary(of: entries)
        }
        if let existing = dictionary?[key] {
            if replacing { dictionary?[key] = offset }
            return existing
        }
        dictionary?[key] = offset
        count += 1
        return nil
    }

    /// The entry whose key has `bytes`, or the empty slot where it would go.
    private func find(_ bytes: UnsafeBufferPointer<UInt8>, hash: UInt64, in entries: [Mapping.Entry]) -> (existing: Int?, slot: Int) {
        let mask = slots.count - 1
        let tag = hash >> 32
        var slot = Int(truncatingIfNeeded: hash >> shift)
        while true {
            let value = slots[slot]
            if value == 0 { return (nil, slot) }
            if value >> 32 == tag {
                let offset = Int(truncatingIfNeeded: value & 0xFFFF_FFFF) - 1
                if Self.key(of: entries[offset], is: bytes) { return (offset, slot) }
            }
            slot = (slot + 1) & mask
        }
    }

    private static func key(of entry: Mapping.Entry, is bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard case .scalar(let scalar) = entry.key.content else { return false }
        var text = scalar.text
        return text.withUTF8 { stored in
            guard stored.count == bytes.count else { return false }
            guard let left = stored.baseAddress, let right = bytes.baseAddress else { return true }
            return memcmp(left, right, stored.count) == 0
        }
    }

    private static func slotValue(hash: UInt64, offset: Int) -> UInt64 {
        (hash & 0xFFFF_FFFF_0000_0000) | UInt64(truncatingIfNeeded: offset + 1)
    }

    /// A table at most half full with `total` keys, the slots placed again from their tags.
    private func grow(to total: Int) {
        var size = slots.count
        while size < total * 2 { size *= 2 }
        guard size > slots.count else { return }
        let old = slots
        slots = [UInt64](repeating: 0, count: size)
        shift = UInt64(64 - size.trailingZeroBitCount)
        let mask = size - 1
        for value in old where value != 0 {
            var slot = Int(truncatingIfNeeded: value >> shift)
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = value
        }
    }

    /// Every key in a dictionary from now on: the first key that is not ASCII is being added.
    private func becomeDictionary(of entries: [Mapping.Entry]) {
        var keys: [String: Int] = [:]
        keys.reserveCapacity(max(count * 2, 16))
        for value in slots where value != 0 {
            let offset = Int(truncatingIfNeeded: value & 0xFFFF_FFFF) - 1
            if let text = entries[offset].key.text { keys[text] = offset }
        }
        dictionary = keys
        slots = []
    }
}
