/// The module edges as the cycle search needs them: one edge per (from, to) pair, sorted,
/// with edges set aside once their cycle is reported.
struct CycleGraph {
    private var edges: [[DependencyEdge]]
    private var removed: Set<Pair> = []

    private struct Pair: Hashable {
        var from: Int
        var to: Int
    }

    init(_ linked: LinkedDependencies) {
        edges = linked.edges.map { outgoing in
            var firstByTarget: [Int: DependencyEdge] = [:]
            for edge in outgoing where firstByTarget[edge.to] == nil { firstByTarget[edge.to] = edge }
            return firstByTarget.values.sorted { $0.to < $1.to }
        }
    }

    mutating func remove(_ edge: DependencyEdge) {
        removed.insert(Pair(from: edge.from, to: edge.to))
    }

    /// The edges among `members` (sorted indices), as local indices into `members`.
    func adjacency(of members: [Int]) -> [[Int]] {
        var local: [Int: Int] = [:]
        for (offset, member) in members.enumerated() { local[member] = offset }
        return members.map { member in
            live(member).compactMap { local[$0.to] }
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
            for edge in live(node) where inside.contains(edge.to) {
                if edge.to == start { return path(to: node, from: start, parent: parent) + [edge] }
                guard parent[edge.to] == nil else { continue }
                parent[edge.to] = edge
                queue.append(edge.to)
            }
        }
        return nil
    }

    private func live(_ node: Int) -> [DependencyEdge] {
        removed.isEmpty ? edges[node] : edges[node].filter { !removed.contains(Pair(from: $0.from, to: $0.to)) }
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
