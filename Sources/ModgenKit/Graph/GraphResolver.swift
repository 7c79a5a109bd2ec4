/// A typed `Spec` into the `ModuleGraph`: features bring their interfaces, names become
/// edges, implicit edges are added, and the rules, cycles and identities are checked.
struct GraphResolver {
    let log: DiagnosticLog

    func resolve(_ spec: Spec) -> ModuleGraph {
        let table = ModuleTable(spec: spec, log: log)
        let linked = DependencyLinker(table: table, spec: spec, log: log).link()
        RuleChecker(table: table, rules: spec.rules, options: spec.options, log: log).check(linked)
        CycleDetector(table: table, log: log).check(linked)
        IdentityClashCheck(table: table, spec: spec, log: log).check()
        for unused in spec.packages where !linked.usedPackages.contains(unused.package.alias) {
            log.warning("package '\(unused.package.alias)' is never used", at: unused.mark)
        }
        var packages: [String: RemotePackage] = [:]
        for entry in spec.packages { packages[entry.package.alias] = entry.package }
        let modules = table.nodes.indices.map { resolvedModule($0, table: table, linked: linked, spec: spec) }
        return ModuleGraph(name: spec.name, specPath: spec.path, options: spec.options, packages: packages, modules: modules)
    }

    private func resolvedModule(_ index: Int, table: ModuleTable, linked: LinkedDependencies, spec: Spec) -> ResolvedModule {
        let node = table.nodes[index]
        let source = node.source
        let modules = linked.edges[index].map { ModuleDependency.module(table.nodes[$0.to].name) }
        let dependencies = Set(modules + linked.products[index]).sorted()
        let templateSet = source.templateSet ?? spec.options.templateSet
        guard node.origin == .declared else {
            return ResolvedModule(
                name: node.name, kind: .interface, origin: node.origin, location: node.mark, dependencies: dependencies,
                templateSet: templateSet, swiftSettings: source.swiftSettings, hasTests: false)
        }
        return ResolvedModule(
            name: node.name, kind: node.kind, location: node.mark, dependencies: dependencies,
            serves: source.serves.map(\.value).filter { table.index(of: $0) != nil }.sorted(),
            example: source.example, templateSet: templateSet, resources: source.resources,
            swiftSettings: source.swiftSettings, hasTests: source.tests)
    }
}
