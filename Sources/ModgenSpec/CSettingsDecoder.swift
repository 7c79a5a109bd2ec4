import YAMLTree

/// `cSettings: { defines: [NAME, NAME=VALUE], headerSearchPath: [...], unsafeFlags: [...] }`.
struct CSettingsDecoder {
    let reader: SchemaReader

    func decode(_ node: Node) -> [CSetting] {
        guard let fields = reader.mapping(node, "'cSettings'") else { return [] }
        reader.checkKeys(fields, keys: SpecKeys.cSettings, in: "cSettings")
        var settings: [CSetting] = []
        if let list = fields["defines"] {
            settings += reader.settingEntries(list, "'defines'").map { entry in
                let parts = entry.value.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                return CSetting(.define(String(parts[0]), value: parts.count == 2 ? String(parts[1]) : nil), condition: entry.condition)
            }
        }
        if let list = fields["headerSearchPath"] {
            settings += reader.settingEntries(list, "'headerSearchPath'").map { CSetting(.headerSearchPath($0.value), condition: $0.condition) }
        }
        if let list = fields["unsafeFlags"] {
            settings += reader.settingEntries(list, "'unsafeFlags'").flagGroups.map { CSetting(.unsafeFlags($0.flags), condition: $0.condition) }
        }
        return settings
    }
}
