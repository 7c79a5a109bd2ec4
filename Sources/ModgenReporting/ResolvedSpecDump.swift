import ModgenGraph
import ModgenSpec

/// `modgen dump --type json|yaml`: the spec as modgen understood it, after includes, the
/// environment and templates: options, packages and every module with its resolved fields.
/// It holds every field the planner reads, so `PlanFingerprint` hashes it: a field the planner
/// starts reading goes here too.
public enum ResolvedSpecDump {
    public static func value(of graph: ModuleGraph, path: (ResolvedModule) -> String) -> DumpValue {
        .map([
            ("name", .string(graph.name)),
            ("options", options(graph.options)),
            ("packages", .map(graph.packages.keys.sorted().compactMap { alias in graph.packages[alias].map { (alias, package($0)) } })),
            ("modules", .map(graph.modules.map { ($0.name, module($0, path: path($0))) })),
        ])
    }

    private static func options(_ options: ProjectOptions) -> DumpValue {
        var pairs: [(String, DumpValue)] = [
            ("swiftToolsVersion", .string(options.swiftToolsVersion)),
            ("platforms", .map(options.platforms.map { ($0.name, .string($0.version)) })),
            ("packagesDir", .string(options.packagesDir)),
            ("folders", .map(ModuleKind.allCases.map { ($0.rawValue, .string(options.folder(for: $0))) })),
            ("layout", .string(options.layout.rawValue)),
            ("templateSet", .string(options.templateSet)),
        ]
        if let templatesPath = options.templatesPath { pairs.append(("templatesPath", .string(templatesPath))) }
        pairs += [("interfaceNaming", .string(options.interfaceNaming)), ("readme", .bool(options.generatesReadme))]
        return .map(pairs)
    }

    private static func package(_ package: RemotePackage) -> DumpValue {
        var pairs: [(String, DumpValue)] = []
        switch package.location {
        case .url(let url): pairs.append(("url", .string(url)))
        case .path(let path): pairs.append(("path", .string(path)))
        }
        switch package.requirement {
        case .from(let version)?: pairs.append(("from", .string(version)))
        case .exact(let version)?: pairs.append(("exact", .string(version)))
        case .range(let low, let high)?: pairs += [("minVersion", .string(low)), ("maxVersion", .string(high))]
        case .branch(let branch)?: pairs.append(("branch", .string(branch)))
        case .revision(let revision)?: pairs.append(("revision", .string(revision)))
        case nil: break
        }
        pairs.append(("identity", .string(package.identity)))
        return .map(pairs)
    }

    private static func module(_ module: ResolvedModule, path: String) -> DumpValue {
        var pairs: [(String, DumpValue)] = [("type", .string(module.kind.rawValue)), ("path", .string(path))]
        if case .interface(let feature) = module.origin { pairs.append(("interfaceOf", .string(feature))) }
        pairs.append(("dependencies", .list(module.dependencies.map(dependency))))
        if module.kind == .deps || !module.serves.isEmpty {
            pairs.append(("serves", .list(module.serves.map(DumpValue.string))))
        }
        if module.kind == .feature || module.example { pairs.append(("example", .bool(module.example))) }
        pairs.append(("templateSet", .string(module.templateSet)))
        pairs.append(("resources", .list(module.resources.map(DumpValue.string))))
        pairs.append(("swiftSettings", .list(module.swiftSettings.map(setting))))
        pairs.append(("tests", .bool(module.hasTests)))
        return .map(pairs)
    }

    /// One setting as the spec's keys name it, in the order the targets list them.
    private static func setting(_ setting: SwiftSetting) -> DumpValue {
        switch setting {
        case .define(let name): return .map([("define", .string(name))])
        case .enableUpcomingFeature(let name): return .map([("upcomingFeature", .string(name))])
        case .enableExperimentalFeature(let name): return .map([("experimentalFeature", .string(name))])
        }
    }

    private static func dependency(_ dependency: ModuleDependency) -> DumpValue {
        switch dependency {
        case .module(let name): return .string(name)
        case .product(let name, let package): return .map([("package", .string(package)), ("product", .string(name))])
        }
    }
}

extension ResolvedSpecDump {
    public static func value(of graph: ModuleGraph) -> DumpValue {
        let layout = PackageLayout(options: graph.options)
        return value(of: graph) { layout.modulePath(of: $0).description }
    }
}
