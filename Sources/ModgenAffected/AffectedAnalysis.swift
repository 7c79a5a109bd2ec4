import ModgenGraph
import ModgenSpec

/// Changed paths and the two versions of the spec -> the affected modules: the modules whose
/// folders hold a changed path, those whose spec entry changed, and every module whose
/// package builds one of those, transitively. Pure: git is the caller's business.
package struct AffectedAnalysis: Sendable {
    /// What the spec's change says.
    package enum SpecChange: Sendable {
        /// No file of the spec (nor an included one) changed.
        case unchanged
        /// It changed; `base` is the graph of its base version.
        case compared(base: ModuleGraph)
        /// It changed and the base version cannot be compared (why): every module is affected.
        case everything(String)
    }

    package let graph: ModuleGraph
    /// Modules from which the reverse edges are built on a second core, beside the owners of the
    /// paths (each about a third of the analysis at 10,000 modules).
    private let parallelModules: Int

    package init(graph: ModuleGraph, parallelModules: Int = 2_000) {
        self.graph = graph
        self.parallelModules = parallelModules
    }

    /// `paths` are from the output root (a renamed file counts at its old and new path: both
    /// are given); `changedFiles` counts every changed file, the spec's and those outside the
    /// output root included (default: `paths`).
    package func report(changedPaths paths: [String], spec: SpecChange, changedFiles: Int? = nil) -> AffectedReport {
        let paths = Set(paths).sorted()
        let (dependents, owned) = TwoLanes.run(
            parallel: graph.modules.count >= parallelModules, { [graph] in PackageDependents(graph: graph) },
            { [graph] in Self.reasons(graph: graph, paths: paths, spec: spec) })
        let (reasons, unowned) = owned
        let closure = dependents.closure(of: reasons.keys.sorted().compactMap(dependents.number(of:)))
        var packages = PackageFolders(layout: PackageLayout(options: graph.options))
        var modules: [AffectedModule] = []
        for (number, reach) in closure.enumerated() {
            let reason: AffectedModule.Reason
            switch reach {
            case .unreached: continue
            case .from(let via): reason = .dependsOn(graph.modules[via].name)
            case .changed:
                guard let found = reasons[graph.modules[number].name] else { continue }
                reason = found
            }
            let module = graph.modules[number]
            modules.append(AffectedModule(module, package: packages.package(of: module), reason: reason))
        }
        // The reverse edges (an array per module) are freed by nobody when the process ends next.
        ProcessEndHold.keep(dependents)
        return AffectedReport(modules: modules, unowned: unowned, changedFiles: changedFiles ?? paths.count)
    }

    /// Why each module is affected by itself (a file under its folders, its spec entry, or
    /// everything), and the paths under no module's folder.
    private static func reasons(
        graph: ModuleGraph, paths: [String], spec: SpecChange
    ) -> (reasons: [String: AffectedModule.Reason], unowned: [String]) {
        let folders = ModuleFolders(graph: graph, paths: paths)
        var reasons: [String: AffectedModule.Reason] = [:]
        var unowned: [String] = []
        for path in paths {
            let owners = folders.modules(holding: path)
            if owners.isEmpty { unowned.append(path) }
            for owner in owners where reasons[owner] == nil { reasons[owner] = .file(path) }
        }
        switch spec {
        case .unchanged:
            break
        case .compared(let base):
            for (name, what) in SpecDifference(base: base, head: graph).changed.sorted(by: { $0.key < $1.key })
            where reasons[name] == nil {
                reasons[name] = .spec(what)
            }
        case .everything(let why):
            for module in graph.modules where reasons[module.name] == nil { reasons[module.name] = .everything(why) }
        }
        return (reasons, unowned)
    }
}
