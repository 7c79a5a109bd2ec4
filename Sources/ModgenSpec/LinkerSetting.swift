import YAMLTree

/// A `linkerSettings` entry of a generated target, with its condition, and how the spec's
/// `linkerSettings:` is read into them.
public typealias LinkerSetting = ConditionedSetting<LinkerSettingKind>

/// What a `linkerSettings` entry sets.
public enum LinkerSettingKind: Hashable, Sendable {
    case linkedFramework(String)
    case linkedLibrary(String)
    case unsafeFlags([String])
}

extension ConditionedSetting where Kind == LinkerSettingKind {
    /// `linkerSettings: { frameworks: [...], libraries: [...], unsafeFlags: [...] }`.
    static func decodeAll(_ node: Node, _ reader: SchemaReader) -> [LinkerSetting] {
        SettingEntry.decodeTable(node, reader, name: "linkerSettings", keys: SpecKeys.linkerSettings) { key, entry in
            switch key {
            case "frameworks": return LinkerSetting(.linkedFramework(entry.value), condition: entry.condition)
            case "libraries": return LinkerSetting(.linkedLibrary(entry.value), condition: entry.condition)
            default: return nil
            }
        } flags: { LinkerSetting(.unsafeFlags($0), condition: $1) }
    }
}
