import ModgenGraph
import ModgenSpec

/// The dump of what a module's targets and package say beyond names and dependencies, by the
/// spec's key names; a key at its default is left out, so specs without it dump as before.
enum TargetOptionsDump {
    static func pairs(_ target: TargetOptions, dependency: (ModuleDependency) -> DumpValue) -> [(String, DumpValue)] {
        var pairs: [(String, DumpValue)] = []
        if let platforms = target.platforms { pairs.append(("platforms", .map(platforms.map { ($0.name, .string($0.version)) }))) }
        if target.linkage != .automatic { pairs.append(("linkage", .string(target.linkage.rawValue))) }
        if let path = target.path { pairs.append(("targetPath", .string(path))) }
        if !target.sources.isEmpty { pairs.append(("sources", .list(target.sources.map(DumpValue.string)))) }
        if !target.exclude.isEmpty { pairs.append(("exclude", .list(target.exclude.map(DumpValue.string)))) }
        if !target.testDependencies.isEmpty { pairs.append(("testDependencies", .list(target.testDependencies.map(dependency)))) }
        if !target.testResources.isEmpty { pairs.append(("testResources", .list(target.testResources.map(resource)))) }
        if !target.cSettings.isEmpty { pairs.append(("cSettings", .list(target.cSettings.map(cSetting)))) }
        if !target.linkerSettings.isEmpty { pairs.append(("linkerSettings", .list(target.linkerSettings.map(linkerSetting)))) }
        if !target.plugins.isEmpty {
            pairs.append(("plugins", .list(target.plugins.map { .map([("package", .string($0.package)), ("product", .string($0.name))]) })))
        }
        if let syntax = target.syntaxPackage { pairs.append(("syntax", .string(syntax))) }
        return pairs
    }

    /// A processed folder as its path; any other rule or a localization as a mapping.
    static func resource(_ resource: TargetResource) -> DumpValue {
        guard resource.rule != .process || resource.localization != nil else { return .string(resource.path) }
        var pairs: [(String, DumpValue)] = [("path", .string(resource.path)), ("rule", .string(resource.rule.rawValue))]
        if let localization = resource.localization { pairs.append(("localization", .string(localization.rawValue))) }
        return .map(pairs)
    }

    /// One setting as the spec's keys name it, in the order the targets list them.
    static func swiftSetting(_ setting: SwiftSetting) -> DumpValue {
        switch setting.kind {
        case .define(let name): return entry("define", .string(name), setting.condition)
        case .enableUpcomingFeature(let name): return entry("upcomingFeature", .string(name), setting.condition)
        case .enableExperimentalFeature(let name): return entry("experimentalFeature", .string(name), setting.condition)
        case .unsafeFlags(let flags): return entry("unsafeFlags", .list(flags.map(DumpValue.string)), setting.condition)
        case .languageMode(let mode): return entry("languageMode", .string(mode), setting.condition)
        case .interoperabilityMode(let mode): return entry("interoperabilityMode", .string(mode), setting.condition)
        }
    }

    static func cSetting(_ setting: CSetting) -> DumpValue {
        switch setting.kind {
        case .define(let name, let value): return entry("define", .string(value.map { "\(name)=\($0)" } ?? name), setting.condition)
        case .headerSearchPath(let path): return entry("headerSearchPath", .string(path), setting.condition)
        case .unsafeFlags(let flags): return entry("unsafeFlags", .list(flags.map(DumpValue.string)), setting.condition)
        }
    }

    static func linkerSetting(_ setting: LinkerSetting) -> DumpValue {
        switch setting.kind {
        case .linkedFramework(let name): return entry("framework", .string(name), setting.condition)
        case .linkedLibrary(let name): return entry("library", .string(name), setting.condition)
        case .unsafeFlags(let flags): return entry("unsafeFlags", .list(flags.map(DumpValue.string)), setting.condition)
        }
    }

    static func condition(_ condition: BuildCondition) -> DumpValue {
        var pairs: [(String, DumpValue)] = []
        if !condition.platforms.isEmpty { pairs.append(("platforms", .list(condition.platforms.map(DumpValue.string)))) }
        if let configuration = condition.configuration { pairs.append(("configuration", .string(configuration.rawValue))) }
        return .map(pairs)
    }

    private static func entry(_ key: String, _ value: DumpValue, _ condition: BuildCondition?) -> DumpValue {
        .map([(key, value)] + (condition.map { [("condition", self.condition($0))] } ?? []))
    }
}
