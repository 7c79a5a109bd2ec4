/// Turns libyaml's events into node trees without recursion: a stack of open collections,
/// anchors remembered per document, aliases copied with their size counted against the limit.
struct TreeBuilder {
    private struct Frame {
        var mark: Mark
        var tag: String?
        var anchor: String?
        /// A mapping's frame assembles into `mapping`, a sequence's into `items`. Not an
        /// optional assembler: adding through `mapping?.add` copied every node it added.
        var isMapping: Bool
        var mapping = MappingAssembler()
        var items: [Node] = []
        /// Nodes in this subtree, aliases counted at their expanded size.
        var size = 1
    }

    private struct Anchored {
        var node: Node
        var size: Int
    }

    let file: String
    let limits: YAMLLimits
    private(set) var documents: [Node] = []
    private var stack: [Frame] = []
    private var anchors: [String: Anchored] = [:]
    private var expanded = 0

    init(file: String, limits: YAMLLimits) {
        self.file = file
        self.limits = limits
    }

    mutating func consume(_ event: consuming YAMLEvent) throws(YAMLError) {
        switch consume event {
        case .streamStart, .streamEnd, .documentEnd:
            break
        case .documentStart:
            anchors.removeAll(keepingCapacity: true)
        case .alias(let anchor, let mark):
            try alias(anchor, at: mark)
        case .scalar(let scalar, let tag, let anchor, let mark):
            try finish(Node(mark: mark, tag: tag, content: .scalar(scalar)), size: 1, anchor: anchor)
        case .sequenceStart(let tag, let anchor, let mark):
            try open(Frame(mark: mark, tag: tag, anchor: anchor, isMapping: false))
        case .mappingStart(let tag, let anchor, let mark):
            try open(Frame(mark: mark, tag: tag, anchor: anchor, isMapping: true))
        case .sequenceEnd, .mappingEnd:
            try close()
        }
    }

    private mutating func open(_ frame: consuming Frame) throws(YAMLError) {
        guard stack.count < limits.maxDepth else {
            throw YAMLError(file: file, mark: frame.mark, message: "nesting is deeper than \(limits.maxDepth) levels")
        }
        stack.append(consume frame)
    }

    private mutating func close() throws(YAMLError) {
        guard let frame = stack.popLast() else { return }
        let content: Node.Content
        if frame.isMapping {
            content = .mapping(try frame.mapping.finish())
        } else {
            content = .sequence(frame.items)
        }
        try finish(Node(mark: frame.mark, tag: frame.tag, content: content), size: frame.size, anchor: frame.anchor)
    }

    private mutating func alias(_ name: String, at mark: Mark) throws(YAMLError) {
        guard let anchored = anchors[name] else {
            throw YAMLError(file: file, mark: mark, message: "unknown alias '*\(name)': no anchor '&\(name)' before it in this document; to write a value starting with '*', put it in quotes")
        }
        expanded += anchored.size
        guard expanded <= limits.maxAliasExpansion else {
            throw YAMLError(file: file, mark: mark, message: "aliases expand to more than \(limits.maxAliasExpansion) nodes (an alias bomb?)")
        }
        var node = anchored.node
        node.mark = mark
        try finish(node, size: anchored.size, anchor: nil)
    }

    private mutating func finish(_ node: consuming Node, size: Int, anchor: String?) throws(YAMLError) {
        if let anchor { anchors[anchor] = Anchored(node: copy node, size: size) }
        let top = stack.count - 1
        guard top >= 0 else {
            documents.append(consume node)
            return
        }
        stack[top].size += size
        if stack[top].isMapping {
            // `consume`: a consuming parameter passed on is otherwise copied, then destroyed.
            try stack[top].mapping.add(consume node)
        } else {
            // Room for a few at once: growing 1, 2, 4 cost an allocation per step.
            if stack[top].items.isEmpty { stack[top].items.reserveCapacity(4) }
            stack[top].items.append(consume node)
        }
    }
}
