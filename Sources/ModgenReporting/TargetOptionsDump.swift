import ModgenGraph
import ModgenSpec

/// The dump of what a module's targets and package say beyond names and dependencies, by the
/// spec's key names and shapes (`swiftSettings: { defines: [...], languageMode: "6" }`).
/// `platforms`, `path` and `package` appear only when the spec set them; every other key is written, at
/// its default when the spec did not set it.
package enum TargetOptionsDump {
    /// The module's target keys, as entries of the map `sink` has open.
    static func write(_ module: ResolvedModule, into sink: inout some DumpSink) {
        let target = module.target
        if let platforms = target.platforms { sink.pair("platforms") { ResolvedSpecDump.platforms(platforms, into: &$0) } }
        // An executable has no library product, so no linkage (the spec refuses the key there).
        if module.kind != .executable { sink.pair("linkage", target.linkage.rawValue) }
        if let path = target.path { sink.pair("path", path) }
        if let host = target.packageHost { sink.pair("package", host.name) }
        if !target.vendsProduct { sink.pair("product", false) }
        sink.pair("sources", strings: target.sources)
        sink.pair("exclude", strings: target.exclude)
        sink.pair("resources") { resources(module.targetResources, into: &$0) }
        sink.pair("testResources") { resources(target.testResources, into: &$0) }
        sink.pair("testExclude", strings: target.testExclude)
        sink.pair("swiftSettings") { swiftSettings(module.swiftSettings, into: &$0) }
        sink.pair("cSettings") { cSettings(target.cSettings, into: &$0) }
        sink.pair("linkerSettings") { linkerSettings(target.linkerSettings, into: &$0) }
        sink.pair("plugins") { sink in
            sink.list { sink in
                for plugin in target.plugins {
                    sink.map { sink in
                        sink.pair("package", plugin.package)
                        sink.pair("product", plugin.name)
                    }
                }
            }
        }
        if let syntax = target.syntaxPackage { sink.pair("syntax", syntax) }
    }

    /// A system module's `pkgConfig` and `providers`, as the spec writes them (each when set).
    package static func systemLibrary(_ library: SystemLibrary) -> [(String, DumpValue)] {
        DumpTreeBuilder.pairs(inMap: { systemLibrary(library, into: &$0) })
    }

    /// The same, as entries of the map `sink` has open.
    static func systemLibrary(_ library: SystemLibrary, into sink: inout some DumpSink) {
        if let pkgConfig = library.pkgConfig { sink.pair("pkgConfig", pkgConfig) }
        if !library.providers.isEmpty {
            sink.pair("providers") { sink in
                sink.map { sink in
                    for provider in library.providers { sink.pair(provider.manager.rawValue, strings: provider.packages) }
                }
            }
        }
    }

    /// A processed folder as its path; any other rule or a localization as a mapping.
    package static func resource(_ resource: TargetResource) -> DumpValue {
        DumpTreeBuilder.build { self.resource(resource, into: &$0) }
    }

    static func resource(_ resource: TargetResource, into sink: inout some DumpSink) {
        guard resource.rule != .process || resource.localization != nil else { return sink.string(resource.path) }
        sink.openMap()
        sink.pair("path", resource.path)
        sink.pair("rule", resource.rule.rawValue)
        if let localization = resource.localization { sink.pair("localization", localization.rawValue) }
        sink.close()
    }

    private static func resources(_ resources: [TargetResource], into sink: inout some DumpSink) {
        sink.list { sink in
            for item in resources { resource(item, into: &sink) }
        }
    }

    /// The settings grouped under the keys that made them; the decoder reads the keys in this
    /// order, so the settings come back in the order the targets list them.
    package static func swiftSettings(_ settings: [SwiftSetting]) -> [(String, DumpValue)] {
        DumpTreeBuilder.pairs(ofMap: { swiftSettings(settings, into: &$0) })
    }

    static func swiftSettings(_ settings: [SwiftSetting], into sink: inout some DumpSink) {
        guard !settings.isEmpty else { return sink.map { _ in } }
        var groups = SettingGroups(keys: ["defines", "upcomingFeatures", "experimentalFeatures", "unsafeFlags"])
        for setting in settings {
            switch setting.kind {
            case .define(let name): groups.add("defines", [name], setting.condition)
            case .enableUpcomingFeature(let name): groups.add("upcomingFeatures", [name], setting.condition)
            case .enableExperimentalFeature(let name): groups.add("experimentalFeatures", [name], setting.condition)
            case .unsafeFlags(let flags): groups.add("unsafeFlags", flags, setting.condition)
            case .languageMode(let mode): groups.single("languageMode", mode, setting.condition)
            case .interoperabilityMode(let mode): groups.single("interoperabilityMode", mode, setting.condition)
            }
        }
        groups.write(into: &sink)
    }

    package static func cSettings(_ settings: [CSetting]) -> [(String, DumpValue)] {
        DumpTreeBuilder.pairs(ofMap: { cSettings(settings, into: &$0) })
    }

    static func cSettings(_ settings: [CSetting], into sink: inout some DumpSink) {
        guard !settings.isEmpty else { return sink.map { _ in } }
        var groups = SettingGroups(keys: ["defines", "headerSearchPath", "unsafeFlags"])
        for setting in settings {
            switch setting.kind {
            case .define(let name, let value): groups.add("defines", [value.map { "\(name)=\($0)" } ?? name], setting.condition)
            case .headerSearchPath(let path): groups.add("headerSearchPath", [path], setting.condition)
            case .unsafeFlags(let flags): groups.add("unsafeFlags", flags, setting.condition)
            }
        }
        groups.write(into: &sink)
    }

    package static func linkerSettings(_ settings: [LinkerSetting]) -> [(String, DumpValue)] {
        DumpTreeBuilder.pairs(ofMap: { linkerSettings(settings, into: &$0) })
    }

    static func linkerSettings(_ settings: [LinkerSetting], into sink: inout some DumpSink) {
        guard !settings.isEmpty else { return sink.map { _ in } }
        var groups = SettingGroups(keys: ["frameworks", "libraries", "unsafeFlags"])
        for setting in settings {
            switch setting.kind {
            case .linkedFramework(let name): groups.add("frameworks", [name], setting.condition)
            case .linkedLibrary(let name): groups.add("libraries", [name], setting.condition)
            case .unsafeFlags(let flags): groups.add("unsafeFlags", flags, setting.condition)
            }
        }
        groups.write(into: &sink)
    }

    package static func condition(_ condition: BuildCondition) -> DumpValue {
        DumpTreeBuilder.build { self.condition(condition, into: &$0) }
    }

    static func condition(_ condition: BuildCondition, into sink: inout some DumpSink) {
        sink.openMap()
        if !condition.platforms.isEmpty { sink.pair("platforms", strings: condition.platforms) }
        if let configuration = condition.configuration { sink.pair("configuration", configuration.rawValue) }
        sink.close()
    }

    /// `VALUE`, or `{ value: VALUE, condition: {...} }`.
    static func entry(_ value: String, _ condition: BuildCondition?, into sink: inout some DumpSink) {
        guard let condition else { return sink.string(value) }
        sink.openMap()
        sink.pair("value", value)
        sink.pair("condition") { self.condition(condition, into: &$0) }
        sink.close()
    }
}

/// A settings mapping being dumped: the list keys in the decoder's order, each with its
/// entries, then the one-value keys (`languageMode`); keys without entries are left out.
private struct SettingGroups {
    private struct Group {
        var key: String
        var entries: [(value: String, condition: BuildCondition?)] = []
    }

    private var lists: [Group]
    private var singles: [Group] = []

    init(keys: [String]) {
        lists = keys.map { Group(key: $0) }
    }

    /// Each value becomes one entry with the setting's condition (flags that share one
    /// condition are one setting, and read back as one).
    mutating func add(_ key: String, _ values: [String], _ condition: BuildCondition?) {
        guard let index = lists.firstIndex(where: { $0.key == key }) else { return }
        lists[index].entries += values.map { ($0, condition) }
    }

    mutating func single(_ key: String, _ value: String, _ condition: BuildCondition?) {
        singles.append(Group(key: key, entries: [(value, condition)]))
    }

    /// The mapping, into `sink`.
    func write(into sink: inout some DumpSink) {
        sink.openMap()
        for group in lists where !group.entries.isEmpty {
            sink.pair(group.key) { sink in
                sink.list { sink in
                    for (value, condition) in group.entries { TargetOptionsDump.entry(value, condition, into: &sink) }
                }
            }
        }
        for group in singles {
            for (value, condition) in group.entries {
                sink.key(group.key)
                TargetOptionsDump.entry(value, condition, into: &sink)
            }
        }
        sink.close()
    }
}
