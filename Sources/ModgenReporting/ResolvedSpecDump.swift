import ModgenGraph
import ModgenSpec

/// `modgen dump --type json|yaml`: the spec as modgen resolved it, itself a spec that resolves
/// to the same graph: includes merged, module templates applied, the environment expanded,
/// options at their defaults written out; only spec keys, so `modgen validate` accepts it and
/// its own dump is the same bytes. Generated modules (a feature's interface) are not listed:
/// their dependencies are the feature's `interfaceDependencies`. `rules:` lists the kinds
/// whose rule the spec overrode.
///
/// It holds every field the planner reads, so `PlanFingerprint` hashes it (the same walk,
/// `write(_:into:)`, into `DumpDigest`): a field the planner starts reading goes here too.
package enum ResolvedSpecDump {
    package static func value(of graph: ModuleGraph) -> DumpValue {
        DumpTreeBuilder.build { write(graph, into: &$0) }
    }

    /// The dump of `graph`, token by token, into `sink`.
    package static func write(_ graph: ModuleGraph, into sink: inout some DumpSink) {
        sink.openMap()
        sink.pair("name", graph.name)
        sink.pair("options") { options(graph.options, into: &$0) }
        sink.pair("packages") { sink in
            sink.map { sink in
                for alias in graph.packages.keys.sorted() {
                    guard let remote = graph.packages[alias] else { continue }
                    sink.pair(alias) { package(remote, into: &$0) }
                }
            }
        }
        let rules = overriddenRules(graph.rules)
        if !rules.isEmpty {
            sink.pair("rules") { sink in
                sink.map { sink in
                    for (kind, allowed) in rules { sink.pair(kind.rawValue, strings: allowed.map(\.rawValue)) }
                }
            }
        }
        sink.pair("modules") { sink in
            sink.map { sink in
                let entry = ModuleEntryDump(graph: graph)
                for module in graph.modules where module.origin == .declared {
                    sink.pair(module.name) { entry.write(module, into: &$0) }
                }
            }
        }
        sink.close()
    }

    private static func options(_ options: ProjectOptions, into sink: inout some DumpSink) {
        sink.openMap()
        sink.pair("swiftToolsVersion", options.swiftToolsVersion)
        sink.pair("platforms") { platforms(options.platforms, into: &$0) }
        sink.pair("packagesDir", options.packagesDir)
        sink.pair("folders") { sink in
            sink.map { sink in
                for kind in ModuleKind.allCases { sink.pair(kind.rawValue, options.folder(for: kind)) }
            }
        }
        sink.pair("layout", options.layout.rawValue)
        sink.pair("templateSet", options.templateSet)
        if let templatesPath = options.templatesPath { sink.pair("templatesPath", templatesPath) }
        sink.pair("interfaceNaming", options.interfaceNaming)
        sink.pair("readme", options.generatesReadme)
        if let localization = options.defaultLocalization { sink.pair("defaultLocalization", localization) }
        // The Xcode shells' options: the planner reads them, so the fast path's fingerprint
        // (this dump) must change when they do.
        sink.pair("appsDir", options.appsDir)
        sink.pair("bundleIdPrefix", options.bundleIdPrefix)
        if let team = options.developmentTeam { sink.pair("developmentTeam", team) }
        sink.close()
    }

    package static func platforms(_ platforms: [ProjectOptions.Platform]) -> DumpValue {
        DumpTreeBuilder.build { self.platforms(platforms, into: &$0) }
    }

    static func platforms(_ platforms: [ProjectOptions.Platform], into sink: inout some DumpSink) {
        sink.map { sink in
            for platform in platforms { sink.pair(platform.name, platform.version) }
        }
    }

    /// A package as `packages:` writes it: its URL and requirement, or its path.
    package static func package(_ package: RemotePackage) -> DumpValue {
        DumpTreeBuilder.build { self.package(package, into: &$0) }
    }

    private static func package(_ package: RemotePackage, into sink: inout some DumpSink) {
        sink.openMap()
        switch package.location {
        case .url(let url): sink.pair("url", url)
        case .path(let path): sink.pair("path", path)
        }
        switch package.requirement {
        case .from(let version)?: sink.pair("from", version)
        case .exact(let version)?: sink.pair("exact", version)
        case .range(let low, let high)?:
            sink.pair("minVersion", low)
            sink.pair("maxVersion", high)
        case .branch(let branch)?: sink.pair("branch", branch)
        case .revision(let revision)?: sink.pair("revision", revision)
        case nil: break
        }
        sink.close()
    }

    /// Each kind whose allowed list differs from the default, in `ModuleKind` order.
    private static func overriddenRules(_ rules: DependencyRules) -> [(ModuleKind, [ModuleKind])] {
        ModuleKind.allCases.compactMap { kind in
            let allowed = rules.allowedKinds(for: kind)
            guard allowed != DependencyRules.defaults.allowedKinds(for: kind) else { return nil }
            return (kind, allowed)
        }
    }
}
