/// A YAML mapping that keeps its keys in document order and finds a key in O(1).
///
/// Keys are looked up by their scalar text. A non-scalar key (rare, legal YAML) is kept in
/// order but cannot be looked up by text.
public struct Mapping: Sendable {
    public struct Entry: Sendable {
        public var key: Node
        public var value: Node

        public init(key: Node, value: Node) {
            self.key = key
            self.value = value
        }
    }

    public private(set) var entries: [Entry] = []
    private var indexByKey: [String: Int] = [:]

    public init() {}

    public init(_ entries: [Entry]) {
        for entry in entries { set(entry) }
    }

    public var count: Int { entries.count }
    public var isEmpty: Bool { entries.isEmpty }

    public subscript(key: String) -> Node? {
        entry(forKey: key)?.value
    }

    public func entry(forKey key: String) -> Entry? {
        guard let index = indexByKey[key] else { return nil }
        return entries[index]
    }

    public func contains(_ key: String) -> Bool { indexByKey[key] != nil }

    /// Scalar keys in document order.
    public var keys: [String] { entries.compactMap { $0.key.text } }

    /// Appends an entry, or replaces the value of an existing key in place (order kept).
    public mutating func set(_ entry: Entry) {
        if let text = entry.key.text, let index = indexByKey[text] {
            entries[index] = entry
            return
        }
        if let text = entry.key.text { indexByKey[text] = entries.count }
        entries.append(entry)
    }
}
