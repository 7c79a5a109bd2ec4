import YAMLTree

/// One module of the graph being resolved: declared, or the interface a feature brings.
struct ModuleNode {
    var name: String
    var kind: ModuleKind
    var origin: ResolvedModule.Origin
    var mark: Mark
    /// The declaring module (for a generated interface, its feature).
    var source: SpecModule
    /// The dependencies written for this module.
    var written: [SpecDependency]
}

/// Every name a module may depend on: the declared modules and the interfaces features
/// bring, sorted by name, found by name in O(1).
struct ModuleTable {
    private(set) var nodes: [ModuleNode] = []
    private var indexByName: [String: Int] = [:]

    init(spec: Spec, log: DiagnosticLog) {
        var declared: [String: SpecModule] = [:]
        for module in spec.modules { declared[module.name] = module }
        var all = spec.modules.map {
            ModuleNode(name: $0.name, kind: $0.kind, origin: .declared, mark: $0.mark, source: $0, written: $0.dependencies)
        }
        for feature in spec.modules where feature.kind == .feature {
            let name = spec.options.interfaceName(for: feature.name)
            if let clash = declared[name] {
                log.error(
                    "module '\(name)' clashes with the interface feature '\(feature.name)' brings; rename one of them",
                    at: clash.mark)
                continue
            }
            all.append(ModuleNode(
                name: name, kind: .interface, origin: .interface(ofFeature: feature.name), mark: feature.mark,
                source: feature, written: feature.interfaceDependencies))
        }
        nodes = all.sorted { $0.name < $1.name }
        for (offset, node) in nodes.enumerated() { indexByName[node.name] = offset }
        checkExampleNames(spec: spec, log: log)
    }

    func index(of name: String) -> Int? { indexByName[name] }

    var names: [String] { nodes.map(\.name) }

    private func checkExampleNames(spec: Spec, log: DiagnosticLog) {
        for feature in spec.modules where feature.kind == .feature && feature.example {
            let example = feature.name + "Example"
            if let clash = index(of: example) {
                log.error(
                    "module '\(example)' clashes with the example app feature '\(feature.name)' brings; rename one of them",
                    at: nodes[clash].mark)
            }
        }
    }
}
