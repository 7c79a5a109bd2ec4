/// Builds the values a stub template sees. Every key is documented in Templates/README.md;
/// a key added here goes there too.
struct StubContextBuilder {
    let graph: ModuleGraph
    let layout: PackageLayout
    /// Feature name -> the name of its interface module.
    private let interfaces: [String: String]

    init(graph: ModuleGraph, layout: PackageLayout) {
        self.graph = graph
        self.layout = layout
        var interfaces: [String: String] = [:]
        for module in graph.modules {
            if let feature = module.interfacedFeature { interfaces[feature] = module.name }
        }
        self.interfaces = interfaces
    }

    func context(for module: ResolvedModule, target: String, role: StubRole) -> [String: Any] {
        let scope = Set(module.moduleDependencies)
        var context: [String: Any] = [
            "project": ["name": graph.name, "specPath": graph.specPath],
            "name": module.name,
            "module": descriptor(of: module, servedByScope: nil),
            "target": ["name": target, "role": role.rawValue],
            "dependencies": module.moduleDependencies.compactMap { graph[$0] }.map { descriptor(of: $0, servedByScope: scope) },
        ]
        if let feature = featureName(of: module), let featureModule = graph[feature] {
            context["feature"] = descriptor(of: featureModule, servedByScope: nil)
        }
        return context
    }

    /// One module as templates see it. `servedByScope`: when set, `servedBy` lists only the
    /// deps modules in it (those the rendering module can import).
    func descriptor(of module: ResolvedModule, servedByScope scope: Set<String>?) -> [String: Any] {
        var servedBy = module.kind == .feature ? graph.depsServing(module.name).map(\.name) : []
        if let scope { servedBy = servedBy.filter(scope.contains) }
        return [
            "name": module.name,
            "kind": module.kind.rawValue,
            "path": layout.directory(of: module).description,
            "isFeatureInterface": module.isFeatureInterface,
            "feature": featureName(of: module) ?? "",
            "interface": interfaceName(of: module),
            "dependencies": module.moduleDependencies,
            "products": module.dependencies.compactMap(productDescriptor),
            "serves": module.serves.map { ["name": $0, "interface": interfaces[$0] ?? graph.options.interfaceName(for: $0)] },
            "servedBy": servedBy,
            "example": module.example,
            "hasTests": module.hasTests,
            "resources": module.resources,
            "templateSet": module.templateSet,
        ]
    }

    /// A feature's own name, or for a feature's interface the feature it belongs to.
    private func featureName(of module: ResolvedModule) -> String? {
        if module.kind == .feature { return module.name }
        return module.interfacedFeature
    }

    private func interfaceName(of module: ResolvedModule) -> String {
        if module.kind == .feature { return interfaces[module.name] ?? "" }
        return module.isFeatureInterface ? module.name : ""
    }

    private func productDescriptor(_ dependency: ModuleDependency) -> [String: String]? {
        guard case .product(let name, let alias) = dependency else { return nil }
        return ["name": name, "package": graph.packages[alias]?.identity ?? alias]
    }
}
