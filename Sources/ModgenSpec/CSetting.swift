import YAMLTree

/// A `cSettings` entry of a generated target, with its condition, and how the spec's
/// `cSettings:` is read into them.
public struct CSetting: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        /// `.define("NAME")` or `.define("NAME", to: "VALUE")` from `NAME=VALUE`.
        case define(String, value: String?)
        case headerSearchPath(String)
        case unsafeFlags([String])
    }

    package var kind: Kind
    package var condition: BuildCondition?

    package init(_ kind: Kind, condition: BuildCondition? = nil) {
        self.kind = kind
        self.condition = condition
    }

    /// `cSettings: { defines: [NAME, NAME=VALUE], headerSearchPath: [...], unsafeFlags: [...] }`.
    static func decodeAll(_ node: Node, _ reader: SchemaReader) -> [CSetting] {
        guard let fields = reader.mapping(node, "'cSettings'") else { return [] }
        reader.checkKeys(fields, keys: SpecKeys.cSettings, in: "cSettings")
        var settings: [CSetting] = []
        if let list = fields["defines"] {
            settings += SettingEntry.decodeAll(list, reader, what: "'defines'").map { entry in
                let parts = entry.value.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                return CSetting(.define(String(parts[0]), value: parts.count == 2 ? String(parts[1]) : nil), condition: entry.condition)
            }
        }
        if let list = fields["headerSearchPath"] {
            settings += SettingEntry.decodeAll(list, reader, what: "'headerSearchPath'").map { CSetting(.headerSearchPath($0.value), condition: $0.condition) }
        }
        if let list = fields["unsafeFlags"] {
            settings += SettingEntry.decodeAll(list, reader, what: "'unsafeFlags'").flagGroups.map { CSetting(.unsafeFlags($0.flags), condition: $0.condition) }
        }
        return settings
    }
}
