/// A YAML mapping that keeps its keys in document order and finds a key in O(1).
///
/// Keys are looked up by their scalar text. A non-scalar key (rare, legal YAML) is kept in
/// order but cannot be looked up by text. Small mappings (most of a spec) are searched
/// in place; a hash index is built once a mapping grows past `indexThreshold` keys.
public struct Mapping: Sendable {
    public struct Entry: Sendable {
        public var key: Node
        public var value: Node

        public init(key: Node, value: Node) {
            self.key = key
            self.value = value
        }
    }

    static let indexThreshold = 8

    public private(set) var entries: [Entry] = []
    /// Past `indexThreshold` keys: where each key is (`KeyIndex`).
    private var keyIndex: KeyIndex?
    /// Bit `n % 16` is set when some scalar key is `n` UTF-8 bytes long: most lookups are for
    /// keys a mapping does not have (a module's optional fields), and most of those are
    /// answered by this mask without comparing or hashing a string. Inlined into the callers
    /// (below), whose keys are literals: the length is then known where the call is compiled,
    /// and a miss costs a load and a test instead of a call into this module.
    /// 16 bits, not 32 or 64: a mapping is then 18 bytes, and a node 40 (`Node`); the spec's
    /// keys are nearly all shorter than 16 bytes, where 16 bits tell their lengths apart as 32
    /// would.
    @usableFromInline private(set) var keyLengths: UInt16 = 0

    public init() {}

    public init(_ entries: [Entry]) {
        for entry in entries { set(entry) }
    }

    public var count: Int { entries.count }
    public var isEmpty: Bool { entries.isEmpty }

    @inlinable @inline(__always)
    public subscript(key: String) -> Node? {
        guard mayHave(key) else { return nil }
        return value(forKey: key)
    }

    @inlinable @inline(__always)
    public func entry(forKey key: String) -> Entry? {
        guard mayHave(key) else { return nil }
        return storedEntry(forKey: key)
    }

    @inlinable @inline(__always)
    public func contains(_ key: String) -> Bool { mayHave(key) && index(of: key) != nil }

    /// False when no key has `key`'s length: then the mapping does not have it.
    @inlinable @inline(__always)
    func mayHave(_ key: String) -> Bool { keyLengths & Self.lengthBit(key.utf8.count) != 0 }

    /// The value of `key` (past the length mask), not inlined: the search is not small.
    @usableFromInline
    func value(forKey key: String) -> Node? {
        guard let index = index(of: key) else { return nil }
        return entries[index].value
    }

    @usableFromInline
    func storedEntry(forKey key: String) -> Entry? {
        guard let index = index(of: key) else { return nil }
        return entries[index]
    }

    /// Scalar keys in document order.
    public var keys: [String] { entries.compactMap { $0.key.text } }

    /// Appends an entry, or replaces the value of an existing key in place (order kept).
    public mutating func set(_ entry: Entry) {
        if let text = entry.key.text, let index = index(of: text) {
            // A key equal to the one it replaces but spelt in other bytes: the index finds
            // keys by their bytes, so it is made again.
            let respelt = keyIndex != nil && !(entries[index].key.text?.utf8.elementsEqual(text.utf8) ?? false)
            entries[index] = entry
            if respelt { buildIndex() }
            return
        }
        append(entry)
    }

    /// Appends an entry whose key is known to be new.
    mutating func append(_ entry: consuming Entry) {
        if case .scalar(let scalar) = entry.key.content {
            keyLengths |= Self.lengthBit(scalar.text.utf8.count)
            uniqueKeyIndex()?.set(scalar.text, at: entries.count, in: entries)
        }
        // Room for a few at once: growing 1, 2, 4 cost an allocation per step.
        if entries.capacity == 0 { entries.reserveCapacity(4) }
        entries.append(entry)
        if keyIndex == nil, entries.count > Self.indexThreshold { buildIndex() }
    }

    /// Appends `entry` unless its scalar key is there already: then nothing changes, and the
    /// entry comes back with the offset of the entry that has the key. A large mapping looks
    /// the key up and records it in one pass of its index (`KeyIndex.claim`).
    mutating func appendIfNew(_ entry: consuming Entry) -> (rejected: Entry, existing: Int)? {
        guard case .scalar(let scalar) = entry.key.content, let index = uniqueKeyIndex() else {
            if let text = entry.key.text, let existing = self.index(of: text) { return (entry, existing) }
            append(entry)
            return nil
        }
        if let existing = index.claim(scalar.text, at: entries.count, in: entries) { return (entry, existing) }
        keyLengths |= Self.lengthBit(scalar.text.utf8.count)
        entries.append(entry)
        return nil
    }

    /// Room for `count` entries more, in the entries and the index: `TailMerge` adds the
    /// entries of a whole part at once (growing step by step, the index of the 7 MB bench
    /// spec's modules was copied and rehashed 11 times, 17 M instructions). At least twice
    /// the entries there are when it grows: a mapping joined from several parts in turn is
    /// then copied and rehashed twice, not once a part.
    mutating func reserveCapacity(forMore count: Int) {
        let needed = entries.count + count
        guard needed > entries.capacity else { return }
        let room = max(needed, 2 * entries.count)
        entries.reserveCapacity(room)
        uniqueKeyIndex()?.reserve(room)
    }

    /// The entries, taken out: the mapping is left empty.
    mutating func takeEntries() -> [Entry] {
        keyIndex = nil
        keyLengths = 0
        var taken: [Entry] = []
        swap(&taken, &entries)
        return taken
    }

    /// Changes the last entry's value in place (its key, and so the index, stays); nil when
    /// the mapping is empty. For `TailMerge`, which grows a mapping deep in a tree.
    mutating func changeLastValue<Result>(_ change: (inout Node) -> Result) -> Result? {
        guard !entries.isEmpty else { return nil }
        return change(&entries[entries.count - 1].value)
    }

    /// The offset of `key`'s entry. Small mappings are searched in place, reading each key's
    /// text where it lies (no `Node.text`, which copies the scalar out).
    @usableFromInline
    func index(of key: String) -> Int? {
        let length = key.utf8.count
        guard keyLengths & Self.lengthBit(length) != 0 else { return nil }
        if let keyIndex { return keyIndex.offset(of: key, in: entries) }
        for offset in entries.indices {
            if case .scalar(let scalar) = entries[offset].key.content, scalar.text.utf8.count == length, scalar.text == key {
                return offset
            }
        }
        return nil
    }

    @inlinable @inline(__always)
    static func lengthBit(_ length: Int) -> UInt16 { 1 << UInt16(length & 15) }

    private mutating func buildIndex() {
        let index = KeyIndex(capacity: max(entries.count * 2, 16))
        for offset in entries.indices {
            if let text = entries[offset].key.text { _ = index.claim(text, at: offset, in: entries) }
        }
        keyIndex = index
    }

    /// The index, copied first if another copy of the mapping shares it; nil below
    /// `indexThreshold` keys.
    private mutating func uniqueKeyIndex() -> KeyIndex? {
        guard keyIndex != nil else { return nil }
        if !isKnownUniquelyReferenced(&keyIndex) { keyIndex = keyIndex?.copy() }
        return keyIndex
    }
}
