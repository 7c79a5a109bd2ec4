import YAMLTree

/// XcodeGen's merge, used for includes and module templates: mappings merge key by key,
/// sequences append (base first), anything else is replaced by the overriding side.
/// An empty value on the overriding side keeps the base (an empty `modules:` removes nothing).
enum NodeMerger {
    static func merge(_ override: Node, onto base: Node) -> Node {
        switch (base.content, override.content) {
        case (.mapping(let lower), .mapping(let upper)):
            return Node(mark: override.mark, tag: override.tag, content: .mapping(merge(upper, onto: lower)))
        case (.sequence(let lower), .sequence(let upper)):
            return Node(mark: override.mark, tag: override.tag, content: .sequence(lower + upper))
        case (.mapping, _), (.sequence, _):
            return override.isEmptyValue ? base : override
        default:
            return override
        }
    }

    static func merge(_ override: Mapping, onto base: Mapping) -> Mapping {
        var merged = base
        for entry in override.entries {
            if let key = entry.key.text, let lower = base.entry(forKey: key) {
                merged.set(Mapping.Entry(key: entry.key, value: merge(entry.value, onto: lower.value)))
            } else {
                merged.set(entry)
            }
        }
        return merged
    }
}
