/// The module edges as the cycle search needs them: one edge per (from, to) pair, sorted,
/// with edges set aside (taken out of their list) once their cycle is reported.
struct CycleGraph {
    private var edges: [[DependencyEdge]]

    /// `withTests`: test targets' edges count too (the `packages` layout, where a test
    /// dependency is a dependency of the module's package).
    init(_ linked: LinkedDependencies, withTests: Bool = false) {
        edges = withTests && !linked.testEdges.isEmpty
            ? zip(linked.edges, linked.testEdges).map { Self.firstPerTarget($0 + $1) }
            : linked.edges.map(Self.firstPerTarget)
    }

    /// The first edge to each target, sorted by target.
    private static func firstPerTarget(_ outgoing: [DependencyEdge]) -> [DependencyEdge] {
        // Most lists are short and sorted already but for the implicit edges at their end:
        // an insertion sort (stable, as the sort by target and offset below) costs less.
        if outgoing.count <= 16 {
            var sorted = outgoing
            for offset in sorted.indices.dropFirst() {
                var slot = offset
                while slot > 0, sorted[slot - 1].to > sorted[slot].to {
                    sorted.swapAt(slot - 1, slot)
                    slot -= 1
                }
            }
            var result: [DependencyEdge] = []
            result.reserveCapacity(sorted.count)
            for edge in sorted where edge.to != result.last?.to { result.append(edge) }
            return result
        }
        let order = outgoing.indices.sorted { (outgoing[$0].to, $0) < (outgoing[$1].to, $1) }
        var result: [DependencyEdge] = []
        result.reserveCapacity(order.count)
        for offset in order where outgoing[offset].to != result.last?.to {
            result.append(outgoing[offset])
        }
        return result
    }

    mutating func remove(_ edge: DependencyEdge) {
        edges[edge.from].removeAll { $0.to == edge.to }
    }

    /// The edges among `members` (sorted indices), as local indices into `members`.
    /// Called after every reported cycle: arrays, not hashing (a 1,000-module tangle has
    /// a million edges).
    func adjacency(of members: [Int]) -> [[Int]] {
        var local = [Int](repeating: -1, count: edges.count)
        for (offset, member) in members.enumerated() { local[member] = offset }
        return members.map { member in
            edges[member].compactMap { local[$0.to] >= 0 ? local[$0.to] : nil }
        }
    }

    /// A shortest cycle through `start` that stays within `members`, as its edges.
    func shortestCycle(through start: Int, within members: [Int]) -> [DependencyEdge]? {
        let inside = Set(members)
        var parent: [Int: DependencyEdge] = [:]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for edge in edges[node] where inside.contains(edge.to) {
                if edge.to == start { return path(to: node, from: start, parent: parent) + [edge] }
                guard parent[edge.to] == nil else { continue }
                parent[edge.to] = edge
                queue.append(edge.to)
            }
        }
        return nil
    }

    private func path(to node: Int, from start: Int, parent: [Int: DependencyEdge]) -> [DependencyEdge] {
        var result: [DependencyEdge] = []
        var current = node
        while current != start, let edge = parent[current] {
            result.append(edge)
            current = edge.from
        }
        return result.reversed()
    }
}
