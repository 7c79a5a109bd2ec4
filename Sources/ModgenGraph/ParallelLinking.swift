import ModgenDiagnostics
import ModgenSpec

/// Linking, the largest step of resolving, in two lanes for a large graph: each links the nodes
/// of one part of the table (the parts hold about as many written dependencies each, so the one
/// with the app depending on everything is shorter), then the second part's lists are moved into
/// the first's result. What each lane said comes back in node order, first lane first: as one
/// linker going through the nodes in order would have said it.
enum ParallelLinking {
    /// The table's nodes linked, and the diagnostics of linking, in node order.
    static func link(table: ModuleTable, spec: Spec, parallel: Bool) -> (LinkedDependencies, [Diagnostic]) {
        let count = table.nodes.count
        guard parallel, count > 1 else {
            let lane = Lane.link(0..<count, table: table, spec: spec)
            return (lane.linked, lane.diagnostics)
        }
        let middle = splitPoint(table)
        // Changed in place, lane by lane: a copy of a lane's lists would be copied again on
        // the first change.
        var (first, second) = TwoLanes.run(
            parallel: true,
            { Lane.link(0..<middle, table: table, spec: spec) },
            { Lane.link(middle..<count, table: table, spec: spec) })
        for index in middle..<count {
            // Swapped, not assigned: no retain of the moved list, no release of the empty one.
            swap(&first.linked.edges[index], &second.linked.edges[index])
            swap(&first.linked.products[index], &second.linked.products[index])
            swap(&first.linked.testDependencies[index], &second.linked.testDependencies[index])
            swap(&first.linked.testEdges[index], &second.linked.testEdges[index])
            swap(&first.linked.conditions[index], &second.linked.conditions[index])
            swap(&first.linked.sortedDependencies[index], &second.linked.sortedDependencies[index])
        }
        first.linked.usedPackages.formUnion(second.linked.usedPackages)
        // Keys of the two lanes are disjoint (node indices of their own parts).
        first.linked.testTargets.merge(second.linked.testTargets) { own, _ in own }
        return (first.linked, first.diagnostics + second.diagnostics)
    }

    /// Where the second part starts: the node past which about half the written dependencies
    /// (and one for each node) lie.
    private static func splitPoint(_ table: ModuleTable) -> Int {
        var total = 0
        for index in table.nodes.indices { total += table.nodes[index].written.count + 1 }
        var sum = 0
        for index in table.nodes.indices {
            sum += table.nodes[index].written.count + 1
            if sum * 2 >= total { return index + 1 }
        }
        return table.nodes.count
    }

    /// What one lane made and said.
    private struct Lane: Sendable {
        var linked: LinkedDependencies
        var diagnostics: [Diagnostic]

        static func link(_ range: Range<Int>, table: ModuleTable, spec: Spec) -> Lane {
            let recorder = DiagnosticRecorder()
            let linked = DependencyLinker(table: table, spec: spec, log: recorder).link(range)
            return Lane(linked: linked, diagnostics: recorder.items)
        }
    }
}
