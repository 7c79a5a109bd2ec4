/// Builds a `Mapping` as its key/value nodes arrive: rejects duplicate keys and applies
/// merge keys (`<<: *base` or `<<: [*a, *b]`; explicit keys win, earlier list items win).
struct MappingAssembler {
    static let mergeTag = "tag:yaml.org,2002:merge"

    private(set) var mapping = Mapping()
    private var pendingKey: Node?
    private var merges: [Node] = []

    /// Takes the next node of the mapping: a key, then its value.
    mutating func add(_ node: consuming Node) throws(YAMLError) {
        guard let key = pendingKey.take() else {
            pendingKey = consume node
            return
        }
        if isMergeKey(key) {
            merges.append(consume node)
            return
        }
        if let duplicate = mapping.appendIfNew(Mapping.Entry(key: consume key, value: consume node)) {
            let key = duplicate.rejected.key
            let firstMark = mapping.entries[duplicate.existing].key.mark
            throw YAMLError(file: key.mark.file, mark: key.mark, message: "duplicate key '\(key.text ?? "")' (first defined at \(firstMark))")
        }
    }

    /// Whether a merge key came (its merges wait for `finish`).
    var hasMergeKeys: Bool { !merges.isEmpty }

    /// Room for `count` entries, the mapping's size when it is known ahead.
    mutating func reserve(_ count: Int) {
        mapping.reserveCapacity(forMore: count)
    }

    /// The finished mapping, merge keys applied after the explicit keys.
    consuming func finish() throws(YAMLError) -> Mapping {
        for merge in merges {
            try apply(merge)
        }
        return mapping
    }

    private func isMergeKey(_ key: Node) -> Bool {
        guard case .scalar(let scalar) = key.content, scalar.text.utf8.count == 2, scalar.isPlain, scalar.text == "<<" else {
            return false
        }
        return key.tag == nil || key.tag == Self.mergeTag
    }

    private mutating func apply(_ merge: Node) throws(YAMLError) {
        switch merge.content {
        case .mapping(let source):
            add(source)
        case .sequence(let items):
            for item in items {
                guard let source = item.mapping else { throw notMergeable(item) }
                add(source)
            }
        case .scalar:
            throw notMergeable(merge)
        }
    }

    private func notMergeable(_ node: Node) -> YAMLError {
        YAMLError(file: node.mark.file, mark: node.mark, message: "a merge key '<<' takes a mapping or a list of mappings, found \(node.kindDescription)")
    }

    /// Adds the keys the mapping does not have yet: what is there already wins.
    private mutating func add(_ source: Mapping) {
        for entry in source.entries {
            if let text = entry.key.text, mapping.contains(text) { continue }
            mapping.append(entry)
        }
    }
}
