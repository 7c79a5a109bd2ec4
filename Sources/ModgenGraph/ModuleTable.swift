import YAMLTree
import ModgenDiagnostics
import ModgenSpec

/// One module of the graph being resolved: declared, or the interface a feature brings.
struct ModuleNode {
    var name: String
    var kind: ModuleKind
    var origin: ResolvedModule.Origin
    var mark: Mark
    /// The declaring module's offset in `Spec.modules` (for a generated interface, its feature's).
    var source: Int
    /// The dependencies written for this module.
    var written: [SpecDependency]
}

/// Every name a module may depend on: the declared modules and the interfaces features
/// bring, sorted by name, found by name in O(1). Since names are unique, a node's index
/// orders it by name.
struct ModuleTable {
    private(set) var nodes: [ModuleNode] = []
    /// Per node: its kind (read per edge, without touching the rest of the node).
    private(set) var kinds: [ModuleKind] = []
    /// Per node: for a feature, the index of the interface it brings; -1 otherwise.
    private(set) var interfaceOf: [Int] = []
    private var indexByName: [String: Int] = [:]

    init(spec: Spec, log: DiagnosticLog) {
        var declared: [String: Int] = [:]
        declared.reserveCapacity(spec.modules.count)
        for (offset, module) in spec.modules.enumerated() { declared[module.name] = offset }
        var all: [ModuleNode] = []
        all.reserveCapacity(spec.modules.count * 2)
        for (offset, module) in spec.modules.enumerated() {
            all.append(ModuleNode(
                name: module.name, kind: module.kind, origin: .declared, mark: module.mark, source: offset,
                written: module.dependencies))
        }
        for (offset, feature) in spec.modules.enumerated() where feature.kind == .feature {
            let name = spec.options.interfaceName(for: feature.name)
            if let clash = declared[name] {
                log.error(
                    "module '\(name)' clashes with the interface feature '\(feature.name)' brings; rename one of them",
                    at: spec.modules[clash].mark)
                continue
            }
            all.append(ModuleNode(
                name: name, kind: .interface, origin: .interface(ofFeature: feature.name), mark: feature.mark,
                source: offset, written: feature.interfaceDependencies))
        }
        all.sort { $0.name < $1.name }
        nodes = all
        index(spec: spec)
    }

    func index(of name: String) -> Int? { indexByName[name] }

    var names: [String] { nodes.map(\.name) }

    private mutating func index(spec: Spec) {
        indexByName.reserveCapacity(nodes.count)
        for (offset, node) in nodes.enumerated() { indexByName[node.name] = offset }
        kinds = nodes.map(\.kind)
        var featureNode = [Int](repeating: -1, count: spec.modules.count)
        for (offset, node) in nodes.enumerated() where node.origin == .declared { featureNode[node.source] = offset }
        interfaceOf = [Int](repeating: -1, count: nodes.count)
        for (offset, node) in nodes.enumerated() where node.origin != .declared {
            interfaceOf[featureNode[node.source]] = offset
        }
    }
}
