/// Turns libyaml's events into node trees without recursion: a stack of open collections,
/// anchors remembered per document, aliases copied with their size counted against the limit.
struct TreeBuilder {
    private struct Frame {
        var isMapping: Bool
        var mark: Mark
        var tag: String?
        var anchor: String?
        var children: [Node] = []
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

    mutating func consume(_ event: YAMLEvent) throws(YAMLError) {
        switch event {
        case .streamStart, .streamEnd, .documentEnd:
            break
        case .documentStart:
            anchors.removeAll(keepingCapacity: true)
        case .alias(let anchor, let mark):
            try alias(anchor, at: mark)
        case .scalar(let scalar, let tag, let anchor, let mark):
            finish(Node(mark: mark, tag: tag, content: .scalar(scalar)), size: 1, anchor: anchor)
        case .sequenceStart(let tag, let anchor, let mark):
            try open(Frame(isMapping: false, mark: mark, tag: tag, anchor: anchor))
        case .mappingStart(let tag, let anchor, let mark):
            try open(Frame(isMapping: true, mark: mark, tag: tag, anchor: anchor))
        case .sequenceEnd, .mappingEnd:
            try close()
        }
    }

    private mutating func open(_ frame: Frame) throws(YAMLError) {
        guard stack.count < limits.maxDepth else {
            throw YAMLError(file: file, mark: frame.mark, message: "nesting is deeper than \(limits.maxDepth) levels")
        }
        stack.append(frame)
    }

    private mutating func close() throws(YAMLError) {
        guard let frame = stack.popLast() else { return }
        let content: Node.Content
        if frame.isMapping {
            content = .mapping(try MappingAssembler(file: file).assemble(frame.children))
        } else {
            content = .sequence(frame.children)
        }
        finish(Node(mark: frame.mark, tag: frame.tag, content: content), size: frame.size, anchor: frame.anchor)
    }

    private mutating func alias(_ name: String, at mark: Mark) throws(YAMLError) {
        guard let anchored = anchors[name] else {
            throw YAMLError(file: file, mark: mark, message: "unknown alias '*\(name)': no anchor '&\(name)' before it in this document")
        }
        expanded += anchored.size
        guard expanded <= limits.maxAliasExpansion else {
            throw YAMLError(file: file, mark: mark, message: "aliases expand to more than \(limits.maxAliasExpansion) nodes (an alias bomb?)")
        }
        var node = anchored.node
        node.mark = mark
        finish(node, size: anchored.size, anchor: nil)
    }

    private mutating func finish(_ node: Node, size: Int, anchor: String?) {
        if let anchor { anchors[anchor] = Anchored(node: node, size: size) }
        guard !stack.isEmpty else {
            documents.append(node)
            return
        }
        stack[stack.count - 1].children.append(node)
        stack[stack.count - 1].size += size
    }
}
