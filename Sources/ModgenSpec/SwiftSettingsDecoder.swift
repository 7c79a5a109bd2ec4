import YAMLTree

/// `swiftSettings: { defines, upcomingFeatures, experimentalFeatures, unsafeFlags: [...],
/// languageMode: "6", interoperabilityMode: Cxx }`; every entry may carry a condition.
struct SwiftSettingsDecoder {
    let reader: SchemaReader

    func decode(_ node: Node) -> [SwiftSetting] {
        guard let fields = reader.mapping(node, "'swiftSettings'") else { return [] }
        reader.checkKeys(fields, keys: SpecKeys.swiftSettings, in: "swiftSettings")
        var settings: [SwiftSetting] = []
        let lists: [(String, (String) -> SwiftSetting.Kind)] = [
            ("defines", SwiftSetting.Kind.define), ("upcomingFeatures", SwiftSetting.Kind.enableUpcomingFeature),
            ("experimentalFeatures", SwiftSetting.Kind.enableExperimentalFeature),
        ]
        for (key, kind) in lists {
            guard let list = fields[key] else { continue }
            settings += reader.settingEntries(list, "'\(key)'").map { SwiftSetting(kind($0.value), condition: $0.condition) }
        }
        if let list = fields["unsafeFlags"] {
            settings += reader.settingEntries(list, "'unsafeFlags'").flagGroups.map { SwiftSetting(.unsafeFlags($0.flags), condition: $0.condition) }
        }
        if let node = fields["languageMode"], let entry = choice(node, "'languageMode'", among: ["5", "6"]) {
            settings.append(SwiftSetting(.languageMode(entry.value), condition: entry.condition))
        }
        if let node = fields["interoperabilityMode"], let entry = choice(node, "'interoperabilityMode'", among: ["C", "Cxx"]) {
            settings.append(SwiftSetting(.interoperabilityMode(entry.value), condition: entry.condition))
        }
        return settings
    }

    private func choice(_ node: Node, _ what: String, among values: [String]) -> SettingEntry? {
        guard let entry = reader.settingEntry(node, what) else { return nil }
        guard values.contains(entry.value) else {
            reader.log.error("\(what) must be \(values.joined(separator: " or ")), found '\(entry.value)'", at: entry.mark)
            return nil
        }
        return entry
    }
}
