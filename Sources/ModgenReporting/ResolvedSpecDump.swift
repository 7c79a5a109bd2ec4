import ModgenGraph
import ModgenSpec

/// `modgen dump --type json|yaml`: the spec as modgen resolved it, itself a spec that resolves
/// to the same graph: includes merged, module templates applied, the environment expanded,
/// options at their defaults written out; only spec keys, so `modgen validate` accepts it and
/// its own dump is the same bytes. Generated modules (a feature's interface) are not listed:
/// their dependencies are the feature's `interfaceDependencies`. `rules:` lists the kinds
/// whose rule the spec overrode.
///
/// It holds every field the planner reads, so `PlanFingerprint` hashes it: a field the planner
/// starts reading goes here too.
package enum ResolvedSpecDump {
    package static func value(of graph: ModuleGraph) -> DumpValue {
        var pairs: [(String, DumpValue)] = [
            ("name", .string(graph.name)),
            ("options", options(graph.options)),
            ("packages", .map(graph.packages.keys.sorted().compactMap { alias in graph.packages[alias].map { (alias, package($0)) } })),
        ]
        let rules = overriddenRules(graph.rules)
        if !rules.isEmpty { pairs.append(("rules", .map(rules))) }
        let declared = graph.modules.filter { $0.origin == .declared }
        pairs.append(("modules", .map(declared.map { ($0.name, ModuleEntryDump(graph: graph).value(of: $0)) })))
        return .map(pairs)
    }

    private static func options(_ options: ProjectOptions) -> DumpValue {
        var pairs: [(String, DumpValue)] = [
            ("swiftToolsVersion", .string(options.swiftToolsVersion)),
            ("platforms", platforms(options.platforms)),
            ("packagesDir", .string(options.packagesDir)),
            ("folders", .map(ModuleKind.allCases.map { ($0.rawValue, .string(options.folder(for: $0))) })),
            ("layout", .string(options.layout.rawValue)),
            ("templateSet", .string(options.templateSet)),
        ]
        if let templatesPath = options.templatesPath { pairs.append(("templatesPath", .string(templatesPath))) }
        pairs += [("interfaceNaming", .string(options.interfaceNaming)), ("readme", .bool(options.generatesReadme))]
        if let localization = options.defaultLocalization { pairs.append(("defaultLocalization", .string(localization))) }
        // The Xcode shells' options: the planner reads them, so the fast path's fingerprint
        // (this dump) must change when they do.
        pairs += [("appsDir", .string(options.appsDir)), ("bundleIdPrefix", .string(options.bundleIdPrefix))]
        if let team = options.developmentTeam { pairs.append(("developmentTeam", .string(team))) }
        return .map(pairs)
    }

    package static func platforms(_ platforms: [ProjectOptions.Platform]) -> DumpValue {
        .map(platforms.map { ($0.name, .string($0.version)) })
    }

    /// A package as `packages:` writes it: its URL and requirement, or its path.
    package static func package(_ package: RemotePackage) -> DumpValue {
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
        return .map(pairs)
    }

    /// Each kind whose allowed list differs from the default, in `ModuleKind` order.
    private static func overriddenRules(_ rules: DependencyRules) -> [(String, DumpValue)] {
        ModuleKind.allCases.compactMap { kind in
            let allowed = rules.allowedKinds(for: kind)
            guard allowed != DependencyRules.defaults.allowedKinds(for: kind) else { return nil }
            return (kind.rawValue, .list(allowed.map { .string($0.rawValue) }))
        }
    }
}
