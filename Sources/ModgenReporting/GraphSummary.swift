import ModgenGraph
import ModgenSpec

/// `modgen dump --type summary`: how many modules of each kind, how deep the graph is, and
/// its longest dependency chain (the path a one-line change in its last module rebuilds).
public struct GraphSummary: Sendable, Equatable {
    public var name: String
    /// Every kind, in `ModuleKind` order, with its count (zero included).
    public var counts: [(kind: ModuleKind, count: Int)]
    public var examples: Int
    /// Modules on the longest chain (1 for a graph without edges, 0 for an empty graph).
    public var depth: Int
    /// The longest chain, from the module that depends to the module depended on.
    public var longestChain: [String]

    public static func == (lhs: GraphSummary, rhs: GraphSummary) -> Bool {
        lhs.name == rhs.name && lhs.counts.map(\.kind) == rhs.counts.map(\.kind)
            && lhs.counts.map(\.count) == rhs.counts.map(\.count) && lhs.examples == rhs.examples
            && lhs.depth == rhs.depth && lhs.longestChain == rhs.longestChain
    }

    public init(_ graph: ModuleGraph) {
        name = graph.name
        counts = ModuleKind.allCases.map { kind in (kind, graph.modules.filter { $0.kind == kind }.count) }
        examples = graph.modules.filter { $0.kind == .feature && $0.example }.count
        longestChain = LongestChain.find(in: graph)
        depth = longestChain.count
    }

    public var text: String {
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
