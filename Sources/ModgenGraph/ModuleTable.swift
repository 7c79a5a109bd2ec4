import YAMLTree
import ModgenDiagnostics
import ModgenSpec

/// One module of the graph being resolved: declared, or the interface a feature brings, or the
/// mocks module (`XTesting`) a feature or interface with `testing: true` brings.
struct ModuleNode {
    // Stored in this order (the kind after the origin, which leaves a byte it fills): 64 bytes
    // a node, not 72; the 7 MB bench spec's table holds 68,593, merged and moved as they are.
    var name: String
    var origin: ResolvedModule.Origin
    var kind: ModuleKind
    var mark: Mark
    /// The declaring module's offset in `Spec.modules` (for a generated interface, its feature's).
    var source: Int
    /// The dependencies written for this module.
    var written: [SpecDependency]

    /// The node of the module at `offset` of `modules`, read in place by field (a copy of the
    /// large `SpecModule` per node cost more than the table).
    static func declared(_ modules: [SpecModule], at offset: Int) -> ModuleNode {
        ModuleNode(
            name: modules[offset].name, origin: .declared, kind: modules[offset].kind, mark: modules[offset].mark,
            source: offset, written: modules[offset].dependencies)
    }

    /// The interface `name` the feature at `offset` of `modules` brings.
    static func interface(_ name: String, ofFeatureAt offset: Int, in modules: [SpecModule]) -> ModuleNode {
        ModuleNode(
            name: name, origin: .interface(ofFeature: modules[offset].name), kind: .interface, mark: modules[offset].mark,
            source: offset, written: modules[offset].interfaceDependencies)
    }

    /// The testing module (`XTesting`) of the feature or interface at `offset` of `modules`.
    static func testing(ofModuleAt offset: Int, in modules: [SpecModule]) -> ModuleNode {
        let module = modules[offset].name
        return ModuleNode(
            name: TargetNames.testing(module), origin: .testing(of: module, kind: modules[offset].kind), kind: .interface,
            mark: modules[offset].mark, source: offset, written: [])
    }
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
    /// Per node: for a module with `testing: true`, the index of its `XTesting`; -1 otherwise.
    private(set) var testingOf: [Int] = []
    /// Per node: for an `XTesting` module, the index of what it mocks (X's interface); -1 otherwise.
    private(set) var mocked: [Int] = []
    /// Node index by name; the graph takes it over (its modules are the nodes, in this order).
    private(set) var indexByName = NameIndex([])

    /// `parallel`: a large spec's generated nodes (`NodeRegions`), and then the name index, are
    /// made on a second core beside the rest (the table is otherwise the longest stretch of
    /// resolving with one core idle).
    init(spec: Spec, log: DiagnosticLog, parallel: Bool = false) {
        if let (nodes, names) = Self.nodesWithoutClashes(spec: spec, parallel: parallel) {
            self.nodes = nodes
            index(spec: spec, names: names, parallel: parallel)
        } else {
            nodes = Self.checkedNodes(spec: spec, log: log)
            index(spec: spec, names: nodes.map(\.name), parallel: parallel)
        }
    }

    /// Every node, sorted by name, and their names, when no two have the same name; nil
    /// otherwise.
    ///
    /// With no two names equal, no generated module clashes with another module, so
    /// `checkedNodes` would report nothing, leave nothing out and sort the same nodes the same
    /// way: this makes them without the index of the declared names and the look-up of each
    /// generated name in it (a twentieth of resolving a spec of 36,000 modules), and finds out
    /// afterwards, equal names lying side by side once sorted. Any equal names: nil, and
    /// `checkedNodes` makes them again, reporting each clash where it is.
    private static func nodesWithoutClashes(spec: Spec, parallel: Bool) -> (nodes: [ModuleNode], names: [String])? {
        let modules = spec.modules
        // Every node in two runs: the declared ones first, then the generated ones, each lane
        // making its own and sorting them where they lie, so that one merge of the two runs
        // sorts them (`TwoLaneMerge`, on both lanes too). (The generated nodes appended and
        // all of them sorted here, on one core while the other idled, took 4.5 ms of the 7 MB
        // bench spec's load.) The runs' room is given back once the merge has moved every
        // node out of it.
        let capacity = NodeRegions.capacity(forDeclared: modules.count)
        let runs = UnsafeMutablePointer<ModuleNode>.allocate(capacity: capacity)
        defer { runs.deallocate() }
        let regions = NodeRegions(buffer: UnsafeMutableBufferPointer(start: runs, count: capacity), declared: modules.count)
        let (_, generated) = TwoLanes.run(parallel: parallel, { regions.makeDeclared(modules) }) {
            regions.makeGenerated(spec: spec)
        }
        return TwoLaneMerge.merge(runs, declared: modules.count, generated: generated, parallel: parallel)
    }

    /// A node for each declared module, in the spec's order, with room for the generated ones
    /// (an interface per feature, a testing module for some).
    private static func declaredNodes(_ modules: [SpecModule]) -> [ModuleNode] {
        var all: [ModuleNode] = []
        all.reserveCapacity(modules.count * 2)
        for offset in modules.indices { all.append(.declared(modules, at: offset)) }
        return all
    }

    /// Every node, sorted by name, each generated one checked against the declared modules
    /// (and a testing module against the interfaces too) as it is made, a clash reported where
    /// it is and the generated module left out.
    private static func checkedNodes(spec: Spec, log: DiagnosticLog) -> [ModuleNode] {
        // Modules are read in place, by index and field: a copy of a `SpecModule` per step
        // cost more than the table.
        let modules = spec.modules
        var declaredNames: [String] = []
        declaredNames.reserveCapacity(modules.count)
        for offset in modules.indices { declaredNames.append(modules[offset].name) }
        let declared = NameIndex(declaredNames)
        var all = declaredNodes(modules)
        for offset in modules.indices where modules[offset].kind == .feature {
            let feature = modules[offset].name
            let name = spec.options.interfaceName(for: feature)
            if let clash = declared.index(of: name) {
                log.error(
                    "module '\(name)' clashes with the interface feature '\(feature)' brings; rename one of them",
                    at: modules[clash].mark)
                continue
            }
            all.append(.interface(name, ofFeatureAt: offset, in: modules))
        }
        if modules.indices.contains(where: { modules[$0].testing }) {
            all += Self.testingNodes(spec: spec, declared: declared, generated: Set(all.map(\.name)), log: log)
        }
        all.sort { $0.name < $1.name }
        return all
    }

    func index(of name: String) -> Int? { indexByName.index(of: name) }

    /// Per node: its name.
    private(set) var names: [String] = []

    private mutating func index(spec: Spec, names: [String], parallel: Bool) {
        let nodes = nodes
        // The name index beside the per-node tables: neither needs the other.
        let (index, links) = TwoLanes.run(parallel: parallel, { NameIndex(names) }) { Self.links(of: nodes, spec: spec) }
        self.names = names
        indexByName = index
        (kinds, interfaceOf, testingOf, mocked) = links
    }

    /// Per node: its kind, the interface it brings, its testing module, what it mocks.
    private static func links(
        of nodes: [ModuleNode], spec: Spec
    ) -> (kinds: [ModuleKind], interfaceOf: [Int], testingOf: [Int], mocked: [Int]) {
        let kinds = nodes.map(\.kind)
        var featureNode = [Int](repeating: -1, count: spec.modules.count)
        for offset in nodes.indices where nodes[offset].origin == .declared { featureNode[nodes[offset].source] = offset }
        var interfaceOf = [Int](repeating: -1, count: nodes.count)
        for offset in nodes.indices {
            if case .interface = nodes[offset].origin { interfaceOf[featureNode[nodes[offset].source]] = offset }
        }
        var testingOf = [Int](repeating: -1, count: nodes.count)
        var mocked = [Int](repeating: -1, count: nodes.count)
        for (offset, node) in nodes.enumerated() {
            guard case .testing(_, let kind) = node.origin else { continue }
            let subject = featureNode[node.source]
            testingOf[subject] = offset
            mocked[offset] = kind == .feature ? interfaceOf[subject] : subject
        }
        return (kinds, interfaceOf, testingOf, mocked)
    }

    /// `XTesting` for each feature or interface with `testing: true`, of kind interface; a
    /// declared module (or generated interface) of that name is an error.
    private static func testingNodes(spec: Spec, declared: NameIndex, generated: Set<String>, log: DiagnosticLog) -> [ModuleNode] {
        var nodes: [ModuleNode] = []
        for (offset, module) in spec.modules.enumerated() where module.testing && [.feature, .interface].contains(module.kind) {
            let name = TargetNames.testing(module.name)
            if let clash = declared.index(of: name) {
                log.error(
                    "module '\(name)' clashes with the testing module \(module.kind.rawValue) '\(module.name)' brings (testing: true); rename one of them",
                    at: spec.modules[clash].mark)
                continue
            }
            if generated.contains(name) {
                log.error(
                    "the testing module '\(name)' of '\(module.name)' clashes with a feature's interface of that name; rename one of them",
                    at: module.mark)
                continue
            }
            nodes.append(.testing(ofModuleAt: offset, in: spec.modules))
        }
        return nodes
    }
}
