import ModgenDiagnostics
import ModgenSpec

/// Linking, the largest step of resolving, in two lanes for a large graph: each links the nodes
/// of one part of the table (the parts hold about as many written dependencies each, so the one
/// with the app depending on everything is shorter), both into the one set of lists made for
/// the whole table (`LinkSlots`), each into its own nodes' entries. What each lane said comes
/// back in node order, first lane first: as one linker going through the nodes in order would
/// have said it.
enum ParallelLinking {
    /// The table's nodes linked, and the diagnostics of linking, in node order.
    static func link(table: ModuleTable, spec: Spec, parallel: Bool) -> (LinkedDependencies, [Diagnostic]) {
        let count = table.nodes.count
        var linked = LinkedDependencies(count: count)
        guard parallel, count > 1 else {
            let lane = linked.withSlots { Lane.link(0..<count, into: $0, table: table, spec: spec) }
            linked.usedPackages = lane.usedPackages
            linked.testTargets = lane.testTargets
            return (linked, lane.diagnostics)
        }
        let middle = splitPoint(table)
        let (first, second) = linked.withSlots { slots in
            TwoLanes.run(
                parallel: true,
                { Lane.link(0..<middle, into: slots, table: table, spec: spec) },
                { Lane.link(middle..<count, into: slots, table: table, spec: spec) })
        }
        linked.usedPackages = first.usedPackages.union(second.usedPackages)
        // Keys of the two lanes are disjoint (node indices of their own parts).
        linked.testTargets = first.testTargets.merging(second.testTargets) { own, _ in own }
        return (linked, first.diagnostics + second.diagnostics)
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

    /// What one lane gathered and said (not its `LinkSlots`, valid only while it links).
    private struct Lane: Sendable {
        var usedPackages: Set<String>
        var testTargets: [Int: [[ModuleDependency]]]
        var diagnostics: [Diagnostic]

        static func link(_ range: Range<Int>, into slots: LinkSlots, table: ModuleTable, spec: Spec) -> Lane {
            let recorder = DiagnosticRecorder()
            let links = DependencyLinker(table: table, spec: spec, log: recorder).link(range, into: slots)
            return Lane(usedPackages: links.usedPackages, testTargets: links.testTargets, diagnostics: recorder.items)
        }
    }
}
