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

    public var mark: Mark
    /// The explicit tag, resolved to its full form (`tag:yaml.org,2002:str`), `!` for the
    /// non-specific tag, nil when the node has none.
    public var tag: String?
    public var content: Content

    public init(mark: Mark, tag: String? = nil, content: Content) {
        self.mark = mark
        self.tag = tag
        self.content = content
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

    /// A word for the node's shape, for messages: "a scalar", "a sequence", "a mapping".
    public var kindDescription: String {
        switch content {
        case .scalar: return "a scalar"
        case .sequence: return "a sequence"
        case .mapping: return "a mapping"
        }
    }
}
