import ModgenGraph

/// Builds the values a stub template sees. Every key is documented in Templates/README.md;
/// a key added here goes there too.
struct StubContextBuilder {
    let graph: ModuleGraph
    let layout: PackageLayout
    private let project: TemplateRecord
    /// Feature name -> the name of its interface module.
    private let interfaces: [String: String]

    init(graph: ModuleGraph, layout: PackageLayout, specReference: String) {
        self.graph = graph
        self.layout = layout
        self.project = TemplateRecord(["name": graph.name, "specPath": specReference])
        var interfaces: [String: String] = [:]
        for module in graph.modules {
            if let feature = module.interfacedFeature { interfaces[feature] = module.name }
        }
        self.interfaces = interfaces
    }

    func context(for module: ResolvedModule, target: String, role: StubRole) -> [String: Any] {
        let scope = Set(module.moduleDependencies)
        var context: [String: Any] = [
            "project": project,
            "name": module.name,
            "module": ModuleValue(module, builder: self, servedByScope: nil),
            "target": TemplateRecord(["name": target, "role": role.rawValue]),
            "dependencies": module.moduleDependencies.compactMap { graph[$0] }.map { ModuleValue($0, builder: self, servedByScope: scope) },
        ]
        if let feature = featureName(of: module), let featureModule = graph[feature] {
            context["feature"] = ModuleValue(featureModule, builder: self, servedByScope: nil)
        }
        return context
    }

    /// A feature's own name, or for a feature's interface the feature it belongs to.
    func featureName(of module: ResolvedModule) -> String? {
        if module.kind == .feature { return module.name }
        return module.interfacedFeature
    }

    /// A feature's interface module, or a feature interface's own name; empty otherwise.
    func interfaceName(of module: ResolvedModule) -> String {
        if module.kind == .feature { return interfaces[module.name] ?? "" }
        return module.isFeatureInterface ? module.name : ""
    }

    func product(_ dependency: ModuleDependency) -> TemplateRecord? {
        guard case .product(let name, let alias) = dependency else { return nil }
        return TemplateRecord(["name": name, "package": graph.packages[alias]?.identity ?? alias])
    }

    func served(_ feature: String) -> TemplateRecord {
        TemplateRecord(["name": feature, "interface": interfaces[feature] ?? graph.options.interfaceName(for: feature)])
    }
}
