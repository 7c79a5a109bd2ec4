import YAMLTree
import ModgenGraph

/// What `modgen graph` draws: modules (and their generated examples) as nodes, dependencies
/// as edges, already filtered and sorted. Each output format renders this one model.
///
/// Below: `DependencyPictureBuilder`, which makes it from a resolved graph.
package struct DependencyPicture: Sendable, Equatable {
    package struct Node: Sendable, Equatable, Codable {
        package var name: String
        /// A module kind's name, `example` for a feature's example app, `package` for a product
        /// of a package listed under `packages:`.
        package var kind: String
        /// The package folder relative to the output root; empty for packages.
        package var path: String
    }

    package struct Edge: Sendable, Equatable, Codable, Comparable {
        package var from: String
        package var to: String

        package static func < (lhs: Edge, rhs: Edge) -> Bool {
            (lhs.from, lhs.to) < (rhs.from, rhs.to)
        }
    }

    package var name: String
    /// Sorted by kind (app, feature, example, interface, deps, core, macro, package), then name.
    package var nodes: [Node]
    /// Sorted by from, then to.
    package var edges: [Edge]

    /// The order kinds are listed and grouped in.
    package static let kindOrder = ["app", "feature", "example", "interface", "deps", "core", "macro", "package"]

    package init(name: String, nodes: [Node], edges: [Edge]) {
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

/// Builds the picture `modgen graph` draws from a resolved graph: modules, their examples,
/// package products; optionally only some kinds, or only what touches one module.
package struct DependencyPictureBuilder {
    package var graph: ModuleGraph
    /// The package folder of a module, relative to the output root.
    package var path: (ResolvedModule) -> String

    package init(graph: ModuleGraph, path: @escaping (ResolvedModule) -> String) {
        self.graph = graph
        self.path = path
    }

    /// - Parameters:
    ///   - kinds: keep only nodes of these kinds (`example` and `package` allowed); nil keeps all.
    ///   - focus: keep only this module, what it depends on (transitively) and what depends on it (transitively).
    package func build(kinds: Set<String>? = nil, focus: String? = nil) -> DependencyPicture {
        var nodes: [DependencyPicture.Node] = []
        var edges: [DependencyPicture.Edge] = []
        for module in graph.modules {
            nodes.append(.init(name: module.name, kind: module.kind.rawValue, path: path(module)))
            edges += module.dependencies.map { .init(from: module.name, to: target(of: $0)) }
            if module.kind == .feature, module.example {
                let example = TargetNames.example(module.name)
                nodes.append(.init(name: example, kind: "example", path: path(module)))
                edges.append(.init(from: example, to: module.name))
                edges += graph.depsServing(module.name).map { .init(from: example, to: $0.name) }
            }
        }
        nodes += packageNodes()
        var picture = DependencyPicture(name: graph.name, nodes: nodes, edges: edges)
        if let focus { picture = Self.focused(picture, on: focus) }
        if let kinds { picture = Self.filtered(picture, kinds: kinds) }
        return picture
    }

    private func target(of dependency: ModuleDependency) -> String {
        switch dependency {
        case .module(let name): return name
        case .product(let name, let package): return Self.productNode(name, package)
        }
    }

    private static func productNode(_ product: String, _ package: String) -> String {
        product == package ? product : "\(package)/\(product)"
    }

    private func packageNodes() -> [DependencyPicture.Node] {
        var names = Set<String>()
        for module in graph.modules {
            for case .product(let name, let package) in module.dependencies {
                names.insert(Self.productNode(name, package))
            }
        }
        return names.map { .init(name: $0, kind: "package", path: "") }
    }

    static func filtered(_ picture: DependencyPicture, kinds: Set<String>) -> DependencyPicture {
        let kept = picture.nodes.filter { kinds.contains($0.kind) }
        let names = Set(kept.map(\.name))
        let edges = picture.edges.filter { names.contains($0.from) && names.contains($0.to) }
        return DependencyPicture(name: picture.name, nodes: kept, edges: edges)
    }

    static func focused(_ picture: DependencyPicture, on focus: String) -> DependencyPicture {
        let forward = Dictionary(grouping: picture.edges, by: \.from).mapValues { $0.map(\.to) }
        let backward = Dictionary(grouping: picture.edges, by: \.to).mapValues { $0.map(\.from) }
        let names = reachable(from: focus, forward).union(reachable(from: focus, backward))
        let edges = picture.edges.filter { names.contains($0.from) && names.contains($0.to) }
        return DependencyPicture(name: picture.name, nodes: picture.nodes.filter { names.contains($0.name) }, edges: edges)
    }

    /// Everything reachable from `start` (itself included), without recursion.
    private static func reachable(from start: String, _ next: [String: [String]]) -> Set<String> {
        var seen: Set<String> = [start]
        var queue = [start]
        while let name = queue.popLast() {
            for other in next[name] ?? [] where seen.insert(other).inserted {
                queue.append(other)
            }
        }
        return seen
    }
}

extension DependencyPictureBuilder {
    /// Paths as the planner lays modules out, in either layout (`PackageLayout.modulePath`).
    package init(graph: ModuleGraph) {
        let layout = PackageLayout(options: graph.options)
        self.init(graph: graph) { layout.modulePath(of: $0).description }
    }
}
