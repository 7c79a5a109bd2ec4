import YAMLTree

/// One entry of a settings list (`defines`, `frameworks`, `unsafeFlags`, ...) and how it is
/// read: `VALUE` or `{ value: VALUE, condition: {...} }`. `SwiftSetting`, `CSetting` and
/// `LinkerSetting` are made from these.
struct SettingEntry {
    var value: String
    var condition: BuildCondition?
    var mark: Mark

    /// The entries of a settings list such as `defines`.
    static func decodeAll(_ node: Node, _ reader: SchemaReader, what: String) -> [SettingEntry] {
        guard let items = reader.sequence(node, what) else { return [] }
        return items.compactMap { decode($0, reader, what: "an entry of \(what)") }
    }

    /// A settings mapping whose every key is a list of entries (`cSettings`, `linkerSettings`):
    /// each key's entries become settings through `make`, in the key table's order, and the
    /// `unsafeFlags` entries become one `flags` setting per run of entries with one condition.
    static func decodeTable<Setting>(
        _ node: Node, _ reader: SchemaReader, name: String, keys: [SpecKey],
        make: (_ key: String, _ entry: SettingEntry) -> Setting?,
        flags: (_ flags: [String], _ condition: BuildCondition?) -> Setting
    ) -> [Setting] {
        guard let fields = reader.mapping(node, "'\(name)'") else { return [] }
        reader.checkKeys(fields, keys: keys, in: name)
        var settings: [Setting] = []
        for key in keys.names {
            guard let list = fields[key] else { continue }
            let entries = decodeAll(list, reader, what: "'\(key)'")
            if key == "unsafeFlags" {
                settings += entries.flagGroups.map { flags($0.flags, $0.condition) }
            } else {
                settings += entries.compactMap { make(key, $0) }
            }
        }
        return settings
    }

    /// `VALUE` or `{ value, condition }`.
    static func decode(_ node: Node, _ reader: SchemaReader, what: String) -> SettingEntry? {
        guard let fields = node.mapping else {
            return reader.nonEmptyString(node, what).map { SettingEntry(value: $0, condition: nil, mark: node.mark) }
        }
        reader.checkKeys(fields, keys: SpecKeys.setting, in: what)
        guard let valueNode = fields["value"] else {
            reader.log.error("\(what) needs 'value'", at: node.mark)
            return nil
        }
        guard let value = reader.nonEmptyString(valueNode, "'value'") else { return nil }
        let condition = fields["condition"].flatMap { BuildCondition.decode($0, reader) }
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
