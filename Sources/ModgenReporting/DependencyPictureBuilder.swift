import ModgenGraph
import YAMLTree

/// Builds the picture `modgen graph` draws from a resolved graph: modules, their examples,
/// package products; optionally only some kinds, or only what touches one module.
public struct DependencyPictureBuilder {
    public var graph: ModuleGraph
    /// The package folder of a module, relative to the output root.
    public var path: (ResolvedModule) -> String

    public init(graph: ModuleGraph, path: @escaping (ResolvedModule) -> String) {
        self.graph = graph
        self.path = path
    }

    /// - Parameters:
    ///   - kinds: keep only nodes of these kinds (`example` and `package` allowed); nil keeps all.
    ///   - focus: keep only this module, what it depends on (transitively) and what depends on it (transitively).
    public func build(kinds: Set<String>? = nil, focus: String? = nil) -> DependencyPicture {
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
    public init(graph: ModuleGraph) {
        let layout = PackageLayout(options: graph.options)
        self.init(graph: graph) { layout.modulePath(of: $0).description }
    }
}
