import YAMLTree

/// What `modgen graph` draws: modules (and their generated examples) as nodes, dependencies
/// as edges, already filtered and sorted. Each output format renders this one model.
public struct DependencyPicture: Sendable, Equatable {
    public struct Node: Sendable, Equatable, Codable {
        public var name: String
        /// A module kind's name, `example` for a feature's example app, `package` for a product
        /// of a package listed under `packages:`.
        public var kind: String
        /// The package folder relative to the output root; empty for packages.
        public var path: String
    }

    public struct Edge: Sendable, Equatable, Codable, Comparable {
        public var from: String
        public var to: String

        public static func < (lhs: Edge, rhs: Edge) -> Bool {
            (lhs.from, lhs.to) < (rhs.from, rhs.to)
        }
    }

    public var name: String
    /// Sorted by kind (app, feature, example, interface, deps, core, package), then name.
    public var nodes: [Node]
    /// Sorted by from, then to.
    public var edges: [Edge]

    /// The order kinds are listed and grouped in.
    public static let kindOrder = ["app", "feature", "example", "interface", "deps", "core", "package"]

    public init(name: String, nodes: [Node], edges: [Edge]) {
        self.name = name
        self.nodes = nodes.sorted { lhs, rhs in
            let left = Self.kindOrder.firstIndex(of: lhs.kind) ?? Self.kindOrder.count
            let right = Self.kindOrder.firstIndex(of: rhs.kind) ?? Self.kindOrder.count
            return (left, lhs.name) < (right, rhs.name)
        }
        self.edges = edges.sorted()
    }

    /// Nodes of one kind, in order.
    func nodes(ofKind kind: String) -> [Node] {
        nodes.filter { $0.kind == kind }
    }

    /// Kinds that have at least one node, in `kindOrder`.
    var presentKinds: [String] {
        Self.kindOrder.filter { kind in nodes.contains { $0.kind == kind } }
    }
}
