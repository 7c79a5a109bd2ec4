/// Tarjan's strongly connected components, iterative (no recursion, so a chain of 100,000
/// modules cannot overflow the stack), linear in nodes + edges.
enum StronglyConnectedComponents {
    /// The components of more than one node, each sorted, in the order Tarjan closes them.
    static func find(_ adjacency: [[Int]]) -> [[Int]] {
        var state = TarjanState(count: adjacency.count)
        for root in adjacency.indices where state.index[root] < 0 {
            state.visit(root)
            var frames: [(node: Int, next: Int)] = [(root, 0)]
            while let frame = frames.last {
                if frame.next < adjacency[frame.node].count {
                    frames[frames.count - 1].next += 1
                    let target = adjacency[frame.node][frame.next]
                    if state.index[target] < 0 {
                        state.visit(target)
                        frames.append((target, 0))
                    } else if state.onStack[target] {
                        state.low[frame.node] = min(state.low[frame.node], state.index[target])
                    }
                } else {
                    frames.removeLast()
                    if let parent = frames.last {
                        state.low[parent.node] = min(state.low[parent.node], state.low[frame.node])
                    }
                    state.closeIfRoot(frame.node)
                }
            }
        }
        return state.components
    }
}

private struct TarjanState {
    var index: [Int]
    var low: [Int]
    var onStack: [Bool]
    var stack: [Int] = []
    var next = 0
    var components: [[Int]] = []

    init(count: Int) {
        index = Array(repeating: -1, count: count)
        low = Array(repeating: -1, count: count)
        onStack = Array(repeating: false, count: count)
    }

    mutating func visit(_ node: Int) {
        index[node] = next
        low[node] = next
        next += 1
        stack.append(node)
        onStack[node] = true
    }

    mutating func closeIfRoot(_ node: Int) {
        guard low[node] == index[node] else { return }
        var component: [Int] = []
        while let top = stack.popLast() {
            onStack[top] = false
            component.append(top)
            if top == node { break }
        }
        if component.count > 1 { components.append(component.sorted()) }
    }
}
