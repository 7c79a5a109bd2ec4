import YAMLTree

/// `swiftSettings: { defines: [...], upcomingFeatures: [...], experimentalFeatures: [...] }`.
struct SwiftSettingsDecoder {
    let reader: SchemaReader

    func decode(_ node: Node) -> [SwiftSetting] {
        guard let fields = reader.mapping(node, "'swiftSettings'") else { return [] }
        reader.checkKeys(fields, allowed: SpecKeys.swiftSettings, in: "swiftSettings")
        var settings: [SwiftSetting] = []
        if let list = fields["defines"] {
            settings += reader.strings(list, "'defines'").map { .define($0.value) }
        }
        if let list = fields["upcomingFeatures"] {
            settings += reader.strings(list, "'upcomingFeatures'").map { .enableUpcomingFeature($0.value) }
        }
        if let list = fields["experimentalFeatures"] {
            settings += reader.strings(list, "'experimentalFeatures'").map { .enableExperimentalFeature($0.value) }
        }
        return settings
    }
}
