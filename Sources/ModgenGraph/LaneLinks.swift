/// What linking one part of the table writes: its nodes' lists, in place (`slots`), and what it
/// gathers for the whole graph, merged when every part is done (`ParallelLinking`).
struct LaneLinks: Sendable {
    let slots: LinkSlots
    var usedPackages: Set<String> = []
    /// Per module of the part with `testTargets:`: each one's dependencies.
    var testTargets: [Int: [[ModuleDependency]]] = [:]
}
