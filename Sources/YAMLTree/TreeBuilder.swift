/// Turns libyaml's events, a batch at a time, into node trees without recursion: a stack of
/// open collections, anchors remembered per document, aliases copied with their size counted
/// against the limit. Events are read where the batch holds them (no event value in between),
/// and only the text of a scalar, tag or anchor becomes a String.
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
    /// The innermost open collection, held apart from `parents` so that adding a node to it
    /// is a field access, not an array subscript; below every collection, the stream itself,
    /// a sequence of the documents.
    private var current: Frame
    /// The frames `current` is nested in, outermost first (the stream's frame at the bottom).
    private var parents: [Frame] = []
    private var anchors: [String: Anchored] = [:]
    /// Nodes aliases copied so far, counted against `limits.maxAliasExpansion`.
    private(set) var expanded = 0
    /// The deepest nesting opened, in collections (a document's root is 1): a `SplitLoad`
    /// holds the depth of its second part, added to where it lands, to the limit.
    private(set) var deepest = 0
    /// Whether some mapping had a merge key: a `SplitLoad` cannot grow a mapping whose
    /// merges were applied when its part ended.
    private(set) var sawMergeKey = false
    /// Where the stream ended (libyaml's mark past the last line): a `SplitLoad` checks that
    /// libyaml counted the lines of its first part as it did.
    private(set) var streamEnd: Mark?
    /// Per event of the batch being consumed: for a collection's start, how many nodes the
    /// collection holds when it also ends in the batch, else -1 (`countChildren`).
    private var sizes: [Int32] = []
    /// The starts still open while counting (a stack, as deep as the batch is long at most).
    private var openStarts: [Int] = []

    init(file: String, limits: YAMLLimits) {
        self.file = file
        self.limits = limits
        current = Frame(mark: Mark(file: file, line: 1, column: 1), isMapping: false)
    }

    /// The documents read so far (every one, once the stream has ended).
    var documents: [Node] { parents.first?.items ?? current.items }

    /// The documents, the builder given up: the caller then holds the only reference to
    /// them and can change them in place (`SplitLoad` grows a mapping of the first part).
    consuming func finishedDocuments() -> [Node] { documents }

    /// Takes every event of `batch`, in order.
    mutating func consume(_ batch: borrowing EventBatch) throws(YAMLError) {
        countChildren(of: batch)
        for index in batch.entries.indices {
            let entry = batch.entries[index]
            switch entry.kind {
            case .streamStart, .documentEnd:
                break
            case .streamEnd:
                streamEnd = entry.mark
            case .documentStart:
                anchors.removeAll(keepingCapacity: true)
            case .alias:
                try alias(batch.string(entry.value) ?? "", at: entry.mark)
            case .scalar:
                let scalar = Scalar(text: batch.string(entry.value) ?? "", style: entry.style)
                let node = Node(mark: entry.mark, tag: batch.string(entry.tag), content: .scalar(scalar))
                if let anchor = batch.string(entry.anchor) {
                    try finish(node, size: 1, anchor: anchor)
                } else {
                    try add(node, size: 1)
                }
            case .sequenceStart:
                var frame = Frame(mark: entry.mark, tag: batch.string(entry.tag), anchor: batch.string(entry.anchor), isMapping: false)
                if sizes[index] > 0 { frame.items.reserveCapacity(Int(sizes[index])) }
                // `consume`: passed as it was, the frame was copied and the copy destroyed.
                try open(consume frame)
            case .mappingStart:
                var frame = Frame(mark: entry.mark, tag: batch.string(entry.tag), anchor: batch.string(entry.anchor), isMapping: true)
                if sizes[index] > 1 { frame.mapping.reserve(Int(sizes[index]) / 2) }
                try open(consume frame)
            case .sequenceEnd, .mappingEnd:
                try close()
            }
        }
    }

    /// Fills `sizes` for `batch`: each collection that starts and ends in the batch gets the
    /// number of its nodes, so that its list is made at its size once. Grown from 4 by
    /// doubling, the lists of the 7 MB bench spec's tree held 320,000 item slots for 230,000
    /// items and 192,000 entry slots for 119,000 entries, and most lists of 5 to 8 items were
    /// made twice. A collection that goes on into the next batch (the few that cross a batch's
    /// end, the large `modules:`) grows as before.
    private mutating func countChildren(of batch: borrowing EventBatch) {
        let count = batch.entries.count
        // Made once at a batch's size: only a start's slot is read, and each start's is set.
        if sizes.count < count + 1 {
            sizes = [Int32](repeating: -1, count: max(count, EventBatch.capacity) + 1)
            openStarts = [Int](repeating: 0, count: sizes.count)
        }
        sizes.withUnsafeMutableBufferPointer { sizes in
            openStarts.withUnsafeMutableBufferPointer { open in
                batch.entries.withUnsafeBufferPointer { entries in
                    var depth = 0
                    for index in 0..<count {
                        switch entries[index].kind {
                        case .scalar, .alias:
                            if depth > 0 { sizes[open[depth - 1]] += 1 }
                        case .sequenceStart, .mappingStart:
                            if depth > 0 { sizes[open[depth - 1]] += 1 }
                            sizes[index] = 0
                            open[depth] = index
                            depth += 1
                        case .sequenceEnd, .mappingEnd:
                            if depth > 0 { depth -= 1 }
                        case .streamStart, .streamEnd, .documentStart, .documentEnd:
                            break
                        }
                    }
                    // Still open at the batch's end: their sizes are not known here.
                    for level in 0..<depth { sizes[open[level]] = -1 }
                }
            }
        }
    }

    private mutating func open(_ frame: consuming Frame) throws(YAMLError) {
        // `parents` holds the stream's frame and the collections around `current`: as many
        // frames as there are collections open.
        guard parents.count < limits.maxDepth else {
            throw YAMLError(file: file, mark: frame.mark, message: "nesting is deeper than \(limits.maxDepth) levels")
        }
        // Swapped, not assigned: `parents.append(current)` copied the frame, then destroyed it.
        var parent = consume frame
        swap(&parent, &current)
        parents.append(consume parent)
        deepest = max(deepest, parents.count)
    }

    private mutating func close() throws(YAMLError) {
        // Popped into a variable and swapped with `current`: bound to a `let` first, the frame
        // was copied (with `Node` laid out as it is now), and the copy of the parent's frame
        // lived on while the closed node was added to it, so a large mapping copied its
        // entries and its index for every key (validate of the 7 MB spec took 2.7 s).
        guard var frame = parents.popLast() else { return }
        swap(&frame, &current)
        let content: Node.Content
        if frame.isMapping {
            if frame.mapping.hasMergeKeys { sawMergeKey = true }
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
        try add(node, size: size)
    }

    /// Adds a finished node to the innermost open collection. Apart from `finish`, which
    /// keeps a copy for an anchor: a scalar without one comes here directly (through `finish`
    /// the tree of the 7 MB bench spec cost 20 M instructions more).
    @inline(__always)
    private mutating func add(_ node: consuming Node, size: Int) throws(YAMLError) {
        current.size += size
        if current.isMapping {
            // `consume`: a consuming parameter passed on is otherwise copied, then destroyed.
            try current.mapping.add(consume node)
        } else {
            // Room for a few at once: growing 1, 2, 4 cost an allocation per step.
            if current.items.capacity == 0 { current.items.reserveCapacity(4) }
            current.items.append(consume node)
        }
    }
}
