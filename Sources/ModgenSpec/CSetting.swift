import YAMLTree

/// A `cSettings` entry of a generated target, with its condition, and how the spec's
/// `cSettings:` is read into them.
public typealias CSetting = ConditionedSetting<CSettingKind>

/// What a `cSettings` entry sets.
public enum CSettingKind: Hashable, Sendable {
    /// `.define("NAME")` or `.define("NAME", to: "VALUE")` from `NAME=VALUE`.
    case define(String, value: String?)
    case headerSearchPath(String)
    case unsafeFlags([String])
}

extension ConditionedSetting where Kind == CSettingKind {
    /// `cSettings: { defines: [NAME, NAME=VALUE], headerSearchPath: [...], unsafeFlags: [...] }`.
    static func decodeAll(_ node: Node, _ reader: SchemaReader) -> [CSetting] {
        SettingEntry.decodeTable(node, reader, name: "cSettings", keys: SpecKeys.cSettings) { key, entry in
            switch key {
            case "defines":
                let parts = entry.value.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                return CSetting(.define(String(parts[0]), value: parts.count == 2 ? String(parts[1]) : nil), condition: entry.condition)
            case "headerSearchPath": return CSetting(.headerSearchPath(entry.value), condition: entry.condition)
            default: return nil
            }
        } flags: { CSetting(.unsafeFlags($0), condition: $1) }
    }
}
