/// What one linking lane writes: its nodes' lists, in place (`slots`), and what it gathers
/// for the whole graph, merged when both lanes are done (`ParallelLinking`).
struct LaneLinks: Sendable {
    let slots: LinkSlots
    var usedPackages: Set<String> = []
    /// Per module of the lane's part with `testTargets:`: each one's dependencies.
    var testTargets: [Int: [[ModuleDependency]]] = [:]
}
