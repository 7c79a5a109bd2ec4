import YAMLTree

/// A `linkerSettings` entry of a generated target, with its condition, and how the spec's
/// `linkerSettings:` is read into them.
public struct LinkerSetting: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        case linkedFramework(String)
        case linkedLibrary(String)
        case unsafeFlags([String])
    }

    package var kind: Kind
    package var condition: BuildCondition?

    package init(_ kind: Kind, condition: BuildCondition? = nil) {
        self.kind = kind
        self.condition = condition
    }

    /// `linkerSettings: { frameworks: [...], libraries: [...], unsafeFlags: [...] }`.
    static func decodeAll(_ node: Node, _ reader: SchemaReader) -> [LinkerSetting] {
        guard let fields = reader.mapping(node, "'linkerSettings'") else { return [] }
        reader.checkKeys(fields, keys: SpecKeys.linkerSettings, in: "linkerSettings")
        var settings: [LinkerSetting] = []
        if let list = fields["frameworks"] {
            settings += SettingEntry.decodeAll(list, reader, what: "'frameworks'").map { LinkerSetting(.linkedFramework($0.value), condition: $0.condition) }
        }
        if let list = fields["libraries"] {
            settings += SettingEntry.decodeAll(list, reader, what: "'libraries'").map { LinkerSetting(.linkedLibrary($0.value), condition: $0.condition) }
        }
        if let list = fields["unsafeFlags"] {
            settings += SettingEntry.decodeAll(list, reader, what: "'unsafeFlags'").flagGroups.map { LinkerSetting(.unsafeFlags($0.flags), condition: $0.condition) }
        }
        return settings
    }
}
