import ModgenGraph
import ModgenSpec

/// The dump of what a module's targets and package say beyond names and dependencies, by the
/// spec's key names and shapes (`swiftSettings: { defines: [...], languageMode: "6" }`).
/// `platforms`, `path` and `package` appear only when the spec set them; every other key is written, at
/// its default when the spec did not set it.
package enum TargetOptionsDump {
    static func pairs(_ module: ResolvedModule) -> [(String, DumpValue)] {
        let target = module.target
        var pairs: [(String, DumpValue)] = []
        if let platforms = target.platforms { pairs.append(("platforms", ResolvedSpecDump.platforms(platforms))) }
        // An executable has no library product, so no linkage (the spec refuses the key there).
        if module.kind != .executable { pairs.append(("linkage", .string(target.linkage.rawValue))) }
        if let path = target.path { pairs.append(("path", .string(path))) }
        if let host = target.packageHost { pairs.append(("package", .string(host.name))) }
        if !target.vendsProduct { pairs.append(("product", .bool(false))) }
        pairs += [
            ("sources", .list(target.sources.map(DumpValue.string))),
            ("exclude", .list(target.exclude.map(DumpValue.string))),
            ("resources", .list(module.targetResources.map(resource))),
            ("testResources", .list(target.testResources.map(resource))),
            ("testExclude", .list(target.testExclude.map(DumpValue.string))),
            ("swiftSettings", .map(swiftSettings(module.swiftSettings))),
            ("cSettings", .map(cSettings(target.cSettings))),
            ("linkerSettings", .map(linkerSettings(target.linkerSettings))),
            ("plugins", .list(target.plugins.map { .map([("package", .string($0.package)), ("product", .string($0.name))]) })),
        ]
        if let syntax = target.syntaxPackage { pairs.append(("syntax", .string(syntax))) }
        return pairs
    }

    /// A system module's `pkgConfig` and `providers`, as the spec writes them (each when set).
    package static func systemLibrary(_ library: SystemLibrary) -> [(String, DumpValue)] {
        var pairs: [(String, DumpValue)] = []
        if let pkgConfig = library.pkgConfig { pairs.append(("pkgConfig", .string(pkgConfig))) }
        if !library.providers.isEmpty {
            pairs.append(("providers", .map(library.providers.map { ($0.manager.rawValue, .list($0.packages.map(DumpValue.string))) })))
        }
        return pairs
    }

    /// A processed folder as its path; any other rule or a localization as a mapping.
    package static func resource(_ resource: TargetResource) -> DumpValue {
        guard resource.rule != .process || resource.localization != nil else { return .string(resource.path) }
        var pairs: [(String, DumpValue)] = [("path", .string(resource.path)), ("rule", .string(resource.rule.rawValue))]
        if let localization = resource.localization { pairs.append(("localization", .string(localization.rawValue))) }
        return .map(pairs)
    }

    /// The settings grouped under the keys that made them; the decoder reads the keys in this
    /// order, so the settings come back in the order the targets list them.
    package static func swiftSettings(_ settings: [SwiftSetting]) -> [(String, DumpValue)] {
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
        return groups.pairs
    }

    package static func cSettings(_ settings: [CSetting]) -> [(String, DumpValue)] {
        var groups = SettingGroups(keys: ["defines", "headerSearchPath", "unsafeFlags"])
        for setting in settings {
            switch setting.kind {
            case .define(let name, let value): groups.add("defines", [value.map { "\(name)=\($0)" } ?? name], setting.condition)
            case .headerSearchPath(let path): groups.add("headerSearchPath", [path], setting.condition)
            case .unsafeFlags(let flags): groups.add("unsafeFlags", flags, setting.condition)
            }
        }
        return groups.pairs
    }

    package static func linkerSettings(_ settings: [LinkerSetting]) -> [(String, DumpValue)] {
        var groups = SettingGroups(keys: ["frameworks", "libraries", "unsafeFlags"])
        for setting in settings {
            switch setting.kind {
            case .linkedFramework(let name): groups.add("frameworks", [name], setting.condition)
            case .linkedLibrary(let name): groups.add("libraries", [name], setting.condition)
            case .unsafeFlags(let flags): groups.add("unsafeFlags", flags, setting.condition)
            }
        }
        return groups.pairs
    }

    package static func condition(_ condition: BuildCondition) -> DumpValue {
        var pairs: [(String, DumpValue)] = []
        if !condition.platforms.isEmpty { pairs.append(("platforms", .list(condition.platforms.map(DumpValue.string)))) }
        if let configuration = condition.configuration { pairs.append(("configuration", .string(configuration.rawValue))) }
        return .map(pairs)
    }

    /// `VALUE`, or `{ value: VALUE, condition: {...} }`.
    static func entry(_ value: String, _ condition: BuildCondition?) -> DumpValue {
        guard let condition else { return .string(value) }
        return .map([("value", .string(value)), ("condition", self.condition(condition))])
    }
}

/// A settings mapping being dumped: the list keys in the decoder's order, each with its
/// entries, then the one-value keys (`languageMode`); keys without entries are left out.
private struct SettingGroups {
    private var lists: [(key: String, entries: [DumpValue])]
    private var singles: [(String, DumpValue)] = []

    init(keys: [String]) {
        lists = keys.map { ($0, []) }
    }

    /// Each value becomes one entry with the setting's condition (flags that share one
    /// condition are one setting, and read back as one).
    mutating func add(_ key: String, _ values: [String], _ condition: BuildCondition?) {
        guard let index = lists.firstIndex(where: { $0.key == key }) else { return }
        lists[index].entries += values.map { TargetOptionsDump.entry($0, condition) }
    }

    mutating func single(_ key: String, _ value: String, _ condition: BuildCondition?) {
        singles.append((key, TargetOptionsDump.entry(value, condition)))
    }

    var pairs: [(String, DumpValue)] {
        lists.filter { !$0.entries.isEmpty }.map { ($0.key, .list($0.entries)) } + singles
    }
}
