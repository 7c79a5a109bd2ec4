/// The tree of a `SplitLoad` grown part by part, in order: the first part's one document,
/// then each later part's mapping appended by `TailMerge` once the checks at its cut hold.
/// Any check that fails ends the join (nil), and the caller loads serially.
struct SplitJoin {
    private let file: String
    private let limits: YAMLLimits
    private(set) var document: Node
    private var expanded: Int
    /// Where the last part joined ended: the next one must start at a line of its own there.
    private var end: Mark?
    /// Parts whose entries were still referenced elsewhere when joined, and so were copied,
    /// each entry retained, before they could be moved (the join of a large spec's parts cost
    /// twice what it does): none, when every holder of a part's builder consumes it.
    private(set) var sharedParts = 0
    /// The parts joined so far, the first included.
    private(set) var joinedParts = 1

    /// The join of the first part, or nil: it failed, merged, or is not one document.
    init?(first builder: consuming TreeBuilder?, file: String, limits: YAMLLimits) {
        guard let builder, !builder.sawMergeKey else { return nil }
        let expanded = builder.expanded
        let end = builder.streamEnd
        let documents = builder.finishedDocuments()
        guard documents.count == 1 else { return nil }
        self.file = file
        self.limits = limits
        self.document = documents[0]
        self.expanded = expanded
        self.end = end
    }

    /// Appends the part cut at `cut`; false when it cannot be (then the tree is half changed:
    /// drop it). The part must start where the last one ended (libyaml counted the lines the
    /// cut did), the tree's last value must stand before the cut (not the empty value of a
    /// `? key` with no `:`, whose mark libyaml takes from the token after it), there must be
    /// a block mapping at the cut's column on its last path with none of the part's keys, and
    /// the limits the serial load checks must still hold (alias expansion, nesting).
    mutating func append(_ builder: consuming TreeBuilder?, cutAt cut: SplitLine) -> Bool {
        // Consumed into the binding: bound as a copy, the part's tree stayed referenced by the
        // parameter until the join returned, and its entries were copied again to be moved.
        guard let builder = consume builder, end == Mark(file: file, line: cut.linesBefore + 1, column: 1), !builder.sawMergeKey
        else { return false }
        expanded += builder.expanded
        let deepest = builder.deepest
        end = builder.streamEnd
        var parts = (consume builder).finishedDocuments()
        guard expanded <= limits.maxAliasExpansion, parts.count == 1, var entries = parts[0].takeMappingEntries()
        else { return false }
        if !Self.isOnlyReference(&entries) { sharedParts += 1 }
        guard let last = TailMerge.lastLeaf(of: document), last.mark.line <= cut.linesBefore,
              let depth = TailMerge.append(&entries, toMappingAtColumn: cut.indent + 1, in: &document)
        else { return false }
        joinedParts += 1
        return deepest + depth - 1 <= limits.maxDepth
    }

    /// Whether `entries` held the only reference to its storage: `reserveCapacity` of the
    /// room it has moves shared storage to storage of its own (as the first `popLast` would
    /// have) and leaves storage of its own where it is.
    static func isOnlyReference(_ entries: inout [Mapping.Entry]) -> Bool {
        let before = entries.withUnsafeBufferPointer { $0.baseAddress }
        entries.reserveCapacity(entries.count)
        return before == entries.withUnsafeBufferPointer { $0.baseAddress }
    }
}
