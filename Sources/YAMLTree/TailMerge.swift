/// The join of a `SplitLoad`: the second part's entries go onto the end of the block mapping
/// the first part ends in, the one on its last path (the root, its last entry's or item's
/// value, and so on) whose keys are at the cut's column. As the serial load would have added
/// them: in order, each refused when its key is there already.
enum TailMerge {
    /// Appends `entries` to that mapping in `root`, and returns its depth (the root is 1); nil
    /// when there is none or a key is there already (then `root` is half changed: drop it).
    /// Changed in place, each collection on the way taken out of its node while it changes
    /// so that it is the only reference to its storage: the mapping a large input grows (the
    /// modules of a spec) is not copied. The entries are moved in, taken off `entries`, which
    /// ends empty when all went in: iterated, each entry was copied (a retain of each of its
    /// strings and lists, most of them out of the cache) and released with the array afterwards.
    static func append(_ entries: inout [Mapping.Entry], toMappingAtColumn column: Int, in root: inout Node) -> Int? {
        append(&entries, column: column, in: &root, depth: 1)
    }

    /// The last node on `node`'s last path: a scalar, or an empty collection.
    static func lastLeaf(of node: Node) -> Node? {
        var leaf = node
        while true {
            switch leaf.content {
            case .scalar:
                return leaf
            case .sequence(let items):
                guard let last = items.last else { return leaf }
                leaf = last
            case .mapping(let mapping):
                guard let last = mapping.entries.last else { return leaf }
                leaf = last.value
            }
        }
    }

    private static func append(_ entries: inout [Mapping.Entry], column: Int, in node: inout Node, depth: Int) -> Int? {
        switch node.content {
        case .scalar:
            return nil
        case .sequence(var items):
            guard !items.isEmpty else { return nil }
            node.content = .sequence([])
            let found = append(&entries, column: column, in: &items[items.count - 1], depth: depth + 1)
            node.content = .sequence(items)
            return found
        case .mapping(var mapping):
            node.content = .sequence([])
            defer { node.content = .mapping(mapping) }
            // A block mapping starts where its first key does (a flow mapping at its `{`); a
            // tag or anchor before it moves the start, and then this is not the mapping.
            if node.mark.column == column, let first = mapping.entries.first, first.key.mark == node.mark {
                mapping.reserveCapacity(forMore: entries.count)
                // Popped into a list in reverse order, then popped from it in order: each
                // pop and append moves an entry (`reverse()` copied and destroyed each one).
                var reversed: [Mapping.Entry] = []
                reversed.reserveCapacity(entries.count)
                while let entry = entries.popLast() { reversed.append(entry) }
                while let entry = reversed.popLast() {
                    if mapping.appendIfNew(entry) != nil { return nil }
                }
                return depth
            }
            return mapping.changeLastValue { append(&entries, column: column, in: &$0, depth: depth + 1) } ?? nil
        }
    }
}
