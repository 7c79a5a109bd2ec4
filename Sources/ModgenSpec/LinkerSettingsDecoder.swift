import YAMLTree

/// `linkerSettings: { frameworks: [...], libraries: [...], unsafeFlags: [...] }`.
struct LinkerSettingsDecoder {
    let reader: SchemaReader

    func decode(_ node: Node) -> [LinkerSetting] {
        guard let fields = reader.mapping(node, "'linkerSettings'") else { return [] }
        reader.checkKeys(fields, keys: SpecKeys.linkerSettings, in: "linkerSettings")
        var settings: [LinkerSetting] = []
        if let list = fields["frameworks"] {
            settings += reader.settingEntries(list, "'frameworks'").map { LinkerSetting(.linkedFramework($0.value), condition: $0.condition) }
        }
        if let list = fields["libraries"] {
            settings += reader.settingEntries(list, "'libraries'").map { LinkerSetting(.linkedLibrary($0.value), condition: $0.condition) }
        }
        if let list = fields["unsafeFlags"] {
            settings += reader.settingEntries(list, "'unsafeFlags'").flagGroups.map { LinkerSetting(.unsafeFlags($0.flags), condition: $0.condition) }
        }
        return settings
    }
}
