import YAMLTree

/// One entry of a settings list: `VALUE` or `{ value: VALUE, condition: {...} }`.
struct SettingEntry {
    var value: String
    var condition: BuildCondition?
    var mark: Mark
}

extension SchemaReader {
    /// The entries of a settings list such as `defines`.
    func settingEntries(_ node: Node, _ what: String) -> [SettingEntry] {
        guard let items = sequence(node, what) else { return [] }
        return items.compactMap { settingEntry($0, "an entry of \(what)") }
    }

    /// `VALUE` or `{ value, condition }`.
    func settingEntry(_ node: Node, _ what: String) -> SettingEntry? {
        guard let fields = node.mapping else {
            return nonEmptyString(node, what).map { SettingEntry(value: $0, condition: nil, mark: node.mark) }
        }
        checkKeys(fields, keys: SpecKeys.setting, in: what)
        guard let valueNode = fields["value"] else {
            log.error("\(what) needs 'value'", at: node.mark)
            return nil
        }
        guard let value = nonEmptyString(valueNode, "'value'") else { return nil }
        let condition = fields["condition"].flatMap { ConditionDecoder(reader: self).decode($0) }
        return SettingEntry(value: value, condition: condition, mark: valueNode.mark)
    }
}

extension Array where Element == SettingEntry {
    /// Consecutive flags with one condition, together: one `.unsafeFlags([...])` each.
    var flagGroups: [(flags: [String], condition: BuildCondition?)] {
        var groups: [(flags: [String], condition: BuildCondition?)] = []
        for entry in self {
            if let last = groups.last, last.condition == entry.condition {
                groups[groups.count - 1].flags.append(entry.value)
            } else {
                groups.append(([entry.value], entry.condition))
            }
        }
        return groups
    }
}
