/// One node of a YAML document, with where it came from.
///
/// Scalars keep their raw text and style: typing happens later, against a schema,
/// never by guessing here (`5.10` stays the text `5.10`, `NO` stays `NO`).
/// Aliases are already resolved: an alias node is a copy of its anchor's node.
public struct Node: Sendable {
    public enum Content: Sendable {
        case scalar(Scalar)
        case sequence([Node])
        case mapping(Mapping)
    }

    // Stored in this order, the tag boxed: 40 bytes a node (64 with the tag's `String?` inline
    // and the mark first, 48 with a 16-byte mark or a mapping of 20 bytes), so a mapping's
    // entry takes 80 bytes, not 128. The 7 MB spec's tree holds some 470,000 nodes, nearly none
    // with a tag.
    public var content: Content
    public var mark: Mark
    private var tagBox: TagBox?

    /// The explicit tag, resolved to its full form (`tag:yaml.org,2002:str`), `!` for the
    /// non-specific tag, nil when the node has none.
    public var tag: String? {
        get { tagBox?.text }
        set { tagBox = newValue.map(TagBox.init) }
    }

    public init(mark: Mark, tag: String? = nil, content: Content) {
        self.content = content
        self.mark = mark
        tagBox = tag.map(TagBox.init)
    }

    public var scalar: Scalar? {
        if case .scalar(let value) = content { return value }
        return nil
    }

    public var sequence: [Node]? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    public var mapping: Mapping? {
        if case .mapping(let value) = content { return value }
        return nil
    }

    /// The scalar's text, nil for collections.
    public var text: String? { scalar?.text }

    /// A mapping's entries, taken out (the node is left an empty sequence), so that they are
    /// the only reference to their storage and can be moved on one by one; nil when the node
    /// is not a mapping (then it is left as it was).
    mutating func takeMappingEntries() -> [Mapping.Entry]? {
        guard case .mapping(var mapping) = content else { return nil }
        content = .sequence([])
        return mapping.takeEntries()
    }

    /// A word for the node's shape, for messages: "a scalar", "a sequence", "a mapping".
    public var kindDescription: String {
        switch content {
        case .scalar: return "a scalar"
        case .sequence: return "a sequence"
        case .mapping: return "a mapping"
        }
    }
}

/// A node's tag, out of line: tags are rare, and a `String?` in each node made every node
/// 16 bytes longer.
final class TagBox: Sendable {
    let text: String

    init(_ text: String) {
        self.text = text
    }
}
