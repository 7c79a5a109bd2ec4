import ModgenGraph

/// The longest dependency chain of an acyclic module graph, found without recursion in
/// O(modules + edges): modules in dependency order, then one pass of "longest from here".
enum LongestChain {
    static func find(in graph: ModuleGraph) -> [String] {
        let order = dependencyOrder(graph)
        var length: [String: Int] = [:]
        var next: [String: String] = [:]
        for name in order {
            var best = 0
            var bestNext: String?
            for dependency in graph[name]?.moduleDependencies ?? [] {
                let candidate = length[dependency] ?? 0
                if candidate > best || (candidate == best && bestNext.map { dependency < $0 } == true) {
                    best = candidate
                    bestNext = dependency
                }
            }
            length[name] = best + 1
            next[name] = bestNext
        }
        guard let start = order.max(by: { (length[$0] ?? 0, $1) < (length[$1] ?? 0, $0) }) else { return [] }
        var chain = [start]
        while let following = next[chain[chain.count - 1]] {
            chain.append(following)
        }
        return chain
    }

    /// Modules so that each comes after everything it depends on (Kahn's algorithm).
    private static func dependencyOrder(_ graph: ModuleGraph) -> [String] {
        var remaining: [String: Int] = [:]
        var dependents: [String: [String]] = [:]
        for module in graph.modules {
            let known = module.moduleDependencies.filter { graph[$0] != nil }
            remaining[module.name] = known.count
            for dependency in known { dependents[dependency, default: []].append(module.name) }
        }
        var ready = graph.modules.map(\.name).filter { remaining[$0] == 0 }
        var order: [String] = []
        while let name = ready.popLast() {
            order.append(name)
            for dependent in dependents[name] ?? [] {
                remaining[dependent, default: 0] -= 1
                if remaining[dependent] == 0 { ready.append(dependent) }
            }
        }
        return order
    }
}
