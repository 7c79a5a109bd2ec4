import ModgenGraph
import ModgenSpec

/// `modgen dump --type summary`: how many modules of each kind, how deep the graph is, and
/// its longest dependency chain (the path a one-line change in its last module rebuilds).
///
/// Below: `LongestChain`, how the chain is found.
package struct GraphSummary: Sendable, Equatable {
    package var name: String
    /// The kinds in `ModuleKind` order, with their counts (zero included, see `alwaysCounted`).
    package var counts: [(kind: ModuleKind, count: Int)]
    var examples: Int
    /// Modules on the longest chain (1 for a graph without edges, 0 for an empty graph).
    package var depth: Int
    /// The longest chain, from the module that depends to the module depended on.
    var longestChain: [String]

    package static func == (lhs: GraphSummary, rhs: GraphSummary) -> Bool {
        lhs.name == rhs.name && lhs.counts.map(\.kind) == rhs.counts.map(\.kind)
            && lhs.counts.map(\.count) == rhs.counts.map(\.count) && lhs.examples == rhs.examples
            && lhs.depth == rhs.depth && lhs.longestChain == rhs.longestChain
    }

    /// The five kinds of DOMAIN.md are counted even when there is none; a kind of module
    /// beyond them (macro) only when the spec has one.
    private static let alwaysCounted: Set<ModuleKind> = [.app, .feature, .interface, .core, .deps]

    package init(_ graph: ModuleGraph) {
        name = graph.name
        // binary modules are listed only when there are some: most projects have none
        counts = ModuleKind.allCases.map { kind in (kind, graph.modules.filter { $0.kind == kind }.count) }
            .filter { $0.count > 0 || Self.alwaysCounted.contains($0.kind) }
        examples = graph.modules.filter { $0.kind == .feature && $0.example }.count
        longestChain = LongestChain.find(in: graph)
        depth = longestChain.count
    }

    package var text: String {
        var lines = ["\(name): \(counts.reduce(0) { $0 + $1.count }) modules"]
        for (kind, count) in counts {
            lines.append("  \(kind.rawValue): \(count)")
        }
        lines.append("  examples: \(examples)")
        lines.append("depth: \(depth)")
        lines.append("longest chain: \(longestChain.joined(separator: " -> "))")
        return lines.joined(separator: "\n") + "\n"
    }
}

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
