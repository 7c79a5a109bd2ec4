import ModgenDiagnostics
import YAMLTree

/// Reports dependency cycles, once each, spelled `A -> B -> C -> A`, at the dependency entry
/// that closes them. Within a tangle of modules, a cycle is reported, its closing edge set
/// aside, and the rest searched again, so each independent cycle is reported.
///
/// In the `packages` layout each module is a package holding its test target, so a test
/// dependency is a package dependency and SwiftPM refuses packages that depend on each other:
/// there, `testDependencies` count (in `single`, one package, they do not).
struct CycleDetector {
    let table: ModuleTable
    let log: DiagnosticRecorder
    /// Whether test targets' dependencies count (the `packages` layout).
    var countsTests = false
    /// A bound on the cycles reported within one tangle; past it, one summary error.
    var limitPerTangle = 100

    func check(_ linked: LinkedDependencies) {
        // Most graphs have no cycle: one pass over the edges says so before anything is built.
        guard Self.hasCycle(linked, withTests: countsTests) else { return }
        let graph = CycleGraph(linked, withTests: countsTests)
        for tangle in StronglyConnectedComponents.find(graph.adjacency(of: Array(table.nodes.indices))) {
            report(tangle, in: graph)
        }
    }

    private func report(_ tangle: [Int], in graph: CycleGraph) {
        var graph = graph
        var work = [tangle]
        var reported = 0
        while let members = work.popLast() {
            guard reported < limitPerTangle else {
                reportRemainder(tangle)
                return
            }
            guard let cycle = graph.shortestCycle(through: members[0], within: members) else { continue }
            let closing = closingEdge(of: cycle)
            let names = Cycle(edges: cycle).spelled(closingAt: closing).map { table.nodes[$0].name }
            let tests = cycle.contains(where: \.isTest)
                ? " (a test dependency counts: each module is a package holding its tests, and SwiftPM refuses packages that depend on each other)"
                : ""
            log.error("dependency cycle: \(names.joined(separator: " -> "))\(tests)", at: cycle[closing].mark)
            graph.remove(cycle[closing])
            reported += 1
            let local = graph.adjacency(of: members)
            work += StronglyConnectedComponents.find(local).reversed().map { $0.map { members[$0] } }
        }
    }

    /// Whether the module edges (and the test edges, `withTests`) close any cycle: an iterative
    /// depth-first search over indices, a node's edges then its test edges.
    static func hasCycle(_ linked: LinkedDependencies, withTests: Bool) -> Bool {
        let tests = withTests && !linked.testEdges.isEmpty
        let count = linked.edges.count
        // 0: not reached; 1: on the search's path; 2: done, no cycle through it.
        var state = [UInt8](repeating: 0, count: count)
        var path: [(node: Int, next: Int)] = []
        for root in 0..<count where state[root] == 0 {
            state[root] = 1
            path.append((root, 0))
            while let (node, next) = path.last {
                let written = linked.edges[node].count
                guard next < written + (tests ? linked.testEdges[node].count : 0) else {
                    state[node] = 2
                    path.removeLast()
                    continue
                }
                path[path.count - 1].next = next + 1
                let target = next < written ? linked.edges[node][next].to : linked.testEdges[node][next - written].to
                switch state[target] {
                case 0:
                    state[target] = 1
                    path.append((target, 0))
                case 1:
                    return true
                default:
                    break
                }
            }
        }
        return false
    }

    /// The written edge whose target sorts first: the cycle is spelled from that module.
    private func closingEdge(of cycle: [DependencyEdge]) -> Int {
        let candidates = cycle.indices.filter { !cycle[$0].isImplicit }
        let pool = candidates.isEmpty ? Array(cycle.indices) : candidates
        return pool.min { cycle[$0].to < cycle[$1].to } ?? 0
    }

    private func reportRemainder(_ tangle: [Int]) {
        let names = tangle.prefix(10).map { table.nodes[$0].name }.joined(separator: ", ")
        let more = tangle.count > 10 ? " and \(tangle.count - 10) more" : ""
        log.error("more dependency cycles among \(names)\(more); fix the cycles above first", at: table.nodes[tangle[0]].mark)
    }
}

/// A cycle as its edges in order, each edge's `to` the next edge's `from`.
struct Cycle {
    var edges: [DependencyEdge]

    /// Node indices from the closing edge's target around to it again.
    func spelled(closingAt closing: Int) -> [Int] {
        let start = (closing + 1) % edges.count
        let rotated = edges[start...] + edges[..<start]
        return rotated.map(\.from) + [edges[closing].to]
    }
}
