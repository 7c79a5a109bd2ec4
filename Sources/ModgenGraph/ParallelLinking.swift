import Dispatch
import ModgenDiagnostics
import ModgenSpec
import YAMLTree

/// Linking, the largest step of resolving, on two threads for a large graph: the table's nodes
/// are cut into parts of shrinking size (`SplitQueue`) that the two take in turn, each part's
/// nodes linked into the one set of lists made for the whole table (`LinkSlots`), each into
/// its own nodes' entries. (In two fixed halves, one thread waited for the other's half at the
/// end, 3.7 to 6.6 ms of the 7 MB spec's 25: the VM's two CPUs run at different speeds.)
/// What each part said comes back in node order, first part first: as one linker going
/// through the nodes in order would have said it.
///
/// In parallel, the first task the two threads take is not a part but the names' index that
/// ignores case (`IdentityClashCheck.caseFoldedIndex`), which needs only the table: built in
/// the check, it was the largest step of the lane that checks the graph while the other lane
/// builds its modules, and that lane was the longer.
enum ParallelLinking {
    /// The table's nodes linked, the diagnostics of linking, in node order, and in parallel
    /// the names' index that ignores case (nil: the check builds it).
    static func link(table: ModuleTable, spec: Spec, parallel: Bool) -> (LinkedDependencies, [Diagnostic], caseFolded: NameIndex?) {
        let count = table.nodes.count
        let ends = parallel ? SplitQueue.ends(of: count) : [count]
        let ranges = zip([0] + ends.dropLast(), ends).map { $0..<$1 }
        let caseFolded = TaskResults<NameIndex>(count: 1)
        let (filled, parts) = LinkedDependencies.filled(count: count) { slots -> [Part] in
            guard parallel else { return ranges.map { Part.link($0, into: slots, table: table, spec: spec) } }
            let results = TaskResults<Part>(count: ranges.count)
            // Task 0 is the index, task `n` links part `n - 1`.
            let queue = SplitQueue(count: ranges.count + 1)
            DispatchQueue.concurrentPerform(iterations: 2) { _ in
                while let task = queue.take() {
                    guard task > 0 else {
                        caseFolded.set(0, IdentityClashCheck.caseFoldedIndex(of: table))
                        continue
                    }
                    results.set(task - 1, Part.link(ranges[task - 1], into: slots, table: table, spec: spec))
                }
            }
            // Every part was linked (the queue hands each out once, and both threads take until
            // it is empty).
            return results.values.compactMap { $0 }
        }
        var linked = filled
        var diagnostics: [Diagnostic] = []
        for part in parts {
            linked.usedPackages.formUnion(part.usedPackages)
            // Keys of the parts are disjoint (node indices of their own ranges).
            linked.testTargets.merge(part.testTargets) { own, _ in own }
            diagnostics += part.diagnostics
        }
        return (linked, diagnostics, caseFolded.values[0])
    }

    /// What linking one part gathered and said (not its `LinkSlots`, valid only while it links).
    private struct Part: Sendable {
        var usedPackages: Set<String>
        var testTargets: [Int: [[ModuleDependency]]]
        var diagnostics: [Diagnostic]

        /// The nodes of `range` linked, their slots first made empty.
        static func link(_ range: Range<Int>, into slots: LinkSlots, table: ModuleTable, spec: Spec) -> Part {
            slots.initialize(range)
            let recorder = DiagnosticRecorder()
            let links = DependencyLinker(table: table, spec: spec, log: recorder).link(range, into: slots)
            return Part(usedPackages: links.usedPackages, testTargets: links.testTargets, diagnostics: recorder.items)
        }
    }
}
