import ModgenGraph

/// Who builds whom: for each module, the modules whose package builds it, and the closure of
/// that. A module's package builds what its target, its tests and, for a feature with an
/// example, the example (the deps modules serving the feature, its `XTesting`) depend on; so
/// `swift test` in a package can break when any of those changes.
package struct PackageDependents: Sendable {
    /// Module -> the modules that depend on it directly, sorted.
    private let dependents: [String: [String]]

    package init(graph: ModuleGraph) {
        // Lists, sorted and made unique once at the end: cheaper than a set per module.
        var dependents: [String: [String]] = [:]
        let modules = graph.modules
        dependents.reserveCapacity(modules.count)
        for index in modules.indices {
            let name = modules[index].name
            for dependency in Self.dependencies(of: modules[index], in: graph) where dependency != name {
                dependents[dependency, default: []].append(name)
            }
        }
        self.dependents = dependents.mapValues(\.sortedUnique)
    }

    /// The modules that depend on `module` directly.
    package func direct(of module: String) -> [String] { dependents[module] ?? [] }

    /// `changed` and every module that depends on one of them, transitively: each mapped to
    /// the module it was reached from (nil for the changed ones themselves).
    package func closure(of changed: some Sequence<String>) -> [String: String?] {
        var reached: [String: String?] = [:]
        var queue: [String] = []
        for name in changed where reached[name] == nil {
            reached[name] = .some(nil)
            queue.append(name)
        }
        var next = 0
        while next < queue.count {
            let name = queue[next]
            next += 1
            for dependent in direct(of: name) where reached[dependent] == nil {
                reached[dependent] = .some(name)
                queue.append(dependent)
            }
        }
        return reached
    }

    /// The modules `module`'s package builds besides itself.
    static func dependencies(of module: ResolvedModule, in graph: ModuleGraph) -> [String] {
        var names = module.moduleDependencies
        for case .module(let name) in module.target.testDependencies { names.append(name) }
        if module.kind == .feature, module.example {
            names += graph.depsServing(module.name).map(\.name)
            let testing = TargetNames.testing(module.name)
            if case .testing(module.name, _)? = graph[testing]?.origin { names.append(testing) }
        }
        return names
    }
}
