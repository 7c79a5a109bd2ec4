import YAMLTree

/// A `swiftSettings` entry of a generated target, with its condition, and how the spec's
/// `swiftSettings:` is read into them.
public typealias SwiftSetting = ConditionedSetting<SwiftSettingKind>

/// What a `swiftSettings` entry sets.
public enum SwiftSettingKind: Hashable, Sendable {
    case define(String)
    case enableUpcomingFeature(String)
    case enableExperimentalFeature(String)
    /// Flags that share one condition, in order.
    case unsafeFlags([String])
    /// `.swiftLanguageMode(.v5)`: "5" or "6".
    case languageMode(String)
    /// `.interoperabilityMode(.Cxx)`: "C" or "Cxx".
    case interoperabilityMode(String)
}

extension ConditionedSetting where Kind == SwiftSettingKind {
    package static func define(_ name: String) -> SwiftSetting { SwiftSetting(.define(name)) }
    package static func enableUpcomingFeature(_ name: String) -> SwiftSetting { SwiftSetting(.enableUpcomingFeature(name)) }
    package static func enableExperimentalFeature(_ name: String) -> SwiftSetting { SwiftSetting(.enableExperimentalFeature(name)) }

    /// `swiftSettings: { defines, upcomingFeatures, experimentalFeatures, unsafeFlags: [...],
    /// languageMode: "6", interoperabilityMode: Cxx }`; every entry may carry a condition.
    static func decodeAll(_ node: Node, _ reader: SchemaReader) -> [SwiftSetting] {
        guard let fields = reader.mapping(node, "'swiftSettings'") else { return [] }
        reader.checkKeys(fields, keys: SpecKeys.swiftSettings, in: "swiftSettings")
        var settings: [SwiftSetting] = []
        let lists: [(String, (String) -> Kind)] = [
            ("defines", Kind.define), ("upcomingFeatures", Kind.enableUpcomingFeature),
            ("experimentalFeatures", Kind.enableExperimentalFeature),
        ]
        for (key, kind) in lists {
            guard let list = fields[key] else { continue }
            settings += SettingEntry.decodeAll(list, reader, what: "'\(key)'").map { SwiftSetting(kind($0.value), condition: $0.condition) }
        }
        if let list = fields["unsafeFlags"] {
            settings += SettingEntry.decodeAll(list, reader, what: "'unsafeFlags'").flagGroups.map { SwiftSetting(.unsafeFlags($0.flags), condition: $0.condition) }
        }
        if let node = fields["languageMode"], let entry = choice(node, reader, what: "'languageMode'", among: ["5", "6"]) {
            settings.append(SwiftSetting(.languageMode(entry.value), condition: entry.condition))
        }
        if let node = fields["interoperabilityMode"], let entry = choice(node, reader, what: "'interoperabilityMode'", among: ["C", "Cxx"]) {
            settings.append(SwiftSetting(.interoperabilityMode(entry.value), condition: entry.condition))
        }
        return settings
    }

    private static func choice(_ node: Node, _ reader: SchemaReader, what: String, among values: [String]) -> SettingEntry? {
        guard let entry = SettingEntry.decode(node, reader, what: what) else { return nil }
        guard values.contains(entry.value) else {
            reader.log.error("\(what) must be \(values.joined(separator: " or ")), found '\(entry.value)'", at: entry.mark)
            return nil
        }
        return entry
    }
}
