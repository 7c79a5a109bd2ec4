import ModgenGraph

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
    private let folders: ModuleFolders
    private let dependents: PackageDependents

    package init(graph: ModuleGraph) {
        self.graph = graph
        self.folders = ModuleFolders(graph: graph)
        self.dependents = PackageDependents(graph: graph)
    }

    /// `paths` are from the output root (a renamed file counts at its old and new path: both
    /// are given); `changedFiles` counts every changed file, the spec's and those outside the
    /// output root included (default: `paths`).
    package func report(changedPaths paths: [String], spec: SpecChange, changedFiles: Int? = nil) -> AffectedReport {
        var reasons: [String: AffectedModule.Reason] = [:]
        var unowned: [String] = []
        for path in Set(paths).sorted() {
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
        let layout = PackageLayout(options: graph.options)
        let closure = dependents.closure(of: reasons.keys.sorted())
        let modules = closure.compactMap { name, via -> AffectedModule? in
            guard let module = graph[name], let reason = via.map({ AffectedModule.Reason.dependsOn($0) }) ?? reasons[name] else {
                return nil
            }
            return AffectedModule(module, layout: layout, reason: reason)
        }
        return AffectedReport(modules: modules, unowned: unowned, changedFiles: changedFiles ?? Set(paths).count)
    }
}
