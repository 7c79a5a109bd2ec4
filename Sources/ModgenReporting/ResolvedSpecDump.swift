import ModgenGraph
import ModgenSpec

/// `modgen dump --type json|yaml`: the spec as modgen understood it, after includes, the
/// environment and templates: options, packages and every module with its resolved fields.
/// It holds every field the planner reads, so `PlanFingerprint` hashes it: a field the planner
/// starts reading goes here too.
package enum ResolvedSpecDump {
    package static func value(of graph: ModuleGraph, path: (ResolvedModule) -> String) -> DumpValue {
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
        if let localization = options.defaultLocalization { pairs.append(("defaultLocalization", .string(localization))) }
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
        if case .testing(let mocked, _) = module.origin { pairs.append(("testingOf", .string(mocked))) }
        pairs.append(("dependencies", .list(module.dependencies.map { dependency($0, module.target.conditions[$0]) })))
        if module.kind == .deps || !module.serves.isEmpty {
            pairs.append(("serves", .list(module.serves.map(DumpValue.string))))
        }
        if module.kind == .feature || module.example { pairs.append(("example", .bool(module.example))) }
        pairs.append(("templateSet", .string(module.templateSet)))
        pairs.append(("resources", .list(module.targetResources.map(TargetOptionsDump.resource))))
        pairs.append(("swiftSettings", .list(module.swiftSettings.map(TargetOptionsDump.swiftSetting))))
        pairs.append(("tests", .bool(module.hasTests)))
        pairs += TargetOptionsDump.pairs(module.target, dependency: { dependency($0, module.target.conditions[$0]) })
        return .map(pairs)
    }

    static func dependency(_ dependency: ModuleDependency, _ condition: BuildCondition? = nil) -> DumpValue {
        switch dependency {
        case .module(let name):
            guard let condition else { return .string(name) }
            return .map([("module", .string(name)), ("condition", TargetOptionsDump.condition(condition))])
        case .product(let name, let package):
            var pairs: [(String, DumpValue)] = [("package", .string(package)), ("product", .string(name))]
            if let condition { pairs.append(("condition", TargetOptionsDump.condition(condition))) }
            return .map(pairs)
        }
    }
}

extension ResolvedSpecDump {
    package static func value(of graph: ModuleGraph) -> DumpValue {
        let layout = PackageLayout(options: graph.options)
        return value(of: graph) { layout.modulePath(of: $0).description }
    }
}
