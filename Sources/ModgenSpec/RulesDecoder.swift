import YAMLTree

/// `rules:`: per kind, the kinds it may depend on, replacing that kind's default.
struct RulesDecoder {
    let reader: SchemaReader

    func decode(_ node: Node?) -> DependencyRules {
        var rules = DependencyRules.defaults
        guard let node, let mapping = reader.mapping(node, "'rules'") else { return rules }
        let kinds = KindReader(reader: reader)
        for entry in mapping.entries {
            guard let kind = kinds.kind(entry.key, "a key of 'rules'"),
                  let items = reader.sequence(entry.value, "the rule of \(kind.rawValue)") else { continue }
            rules.override(kind, allowing: Set(items.compactMap { kinds.kind($0, "an entry of the rule of \(kind.rawValue)") }))
        }
        return rules
    }
}
