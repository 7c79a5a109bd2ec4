/// Builds a `Mapping` from a mapping's key/value nodes: rejects duplicate keys and applies
/// merge keys (`<<: *base` or `<<: [*a, *b]`; explicit keys win, earlier list items win).
struct MappingAssembler {
    static let mergeTag = "tag:yaml.org,2002:merge"

    let file: String

    /// `nodes` alternate key, value, key, value.
    func assemble(_ nodes: [Node]) throws(YAMLError) -> Mapping {
        var mapping = Mapping()
        var merges: [Node] = []
        var index = 0
        while index + 1 < nodes.count {
            let key = nodes[index], value = nodes[index + 1]
            index += 2
            if isMergeKey(key) {
                merges.append(value)
                continue
            }
            if let text = key.text, let first = mapping.entry(forKey: text) {
                throw YAMLError(file: file, mark: key.mark, message: "duplicate key '\(text)' (first defined at \(first.key.mark))")
            }
            mapping.append(Mapping.Entry(key: key, value: value))
        }
        for merge in merges {
            try apply(merge, to: &mapping)
        }
        return mapping
    }

    private func isMergeKey(_ key: Node) -> Bool {
        guard let scalar = key.scalar, scalar.isPlain, scalar.text == "<<" else { return false }
        return key.tag == nil || key.tag == Self.mergeTag
    }

    private func apply(_ merge: Node, to mapping: inout Mapping) throws(YAMLError) {
        switch merge.content {
        case .mapping(let source):
            add(source, to: &mapping)
        case .sequence(let items):
            for item in items {
                guard let source = item.mapping else {
                    throw YAMLError(file: file, mark: item.mark, message: "a merge key '<<' takes a mapping or a list of mappings, found \(item.kindDescription)")
                }
                add(source, to: &mapping)
            }
        case .scalar:
            throw YAMLError(file: file, mark: merge.mark, message: "a merge key '<<' takes a mapping or a list of mappings, found a scalar")
        }
    }

    /// Adds the keys `mapping` does not have yet: what is there already wins.
    private func add(_ source: Mapping, to mapping: inout Mapping) {
        for entry in source.entries {
            if let text = entry.key.text, mapping.contains(text) { continue }
            mapping.append(entry)
        }
    }
}
