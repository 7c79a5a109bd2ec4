import ModgenDiagnostics
import ModgenSpec

/// A typed `Spec` into the `ModuleGraph`: features bring their interfaces, names become
/// edges, implicit edges are added, and the rules, cycles and identities are checked.
package struct GraphResolver {
    let log: DiagnosticLog

    package init(log: DiagnosticLog) {
        self.log = log
    }

    package func resolve(_ spec: Spec) -> ModuleGraph {
        let table = ModuleTable(spec: spec, log: log)
        var linked = DependencyLinker(table: table, spec: spec, log: log).link()
        let syntaxPackages = MacroSyntaxCheck(spec: spec, log: log).resolve()
        linked.usedPackages.formUnion(syntaxPackages.values)
        RuleChecker(table: table, rules: spec.rules, options: spec.options, log: log).check(linked)
        let hostCheck = PackageHostCheck(table: table, spec: spec, log: log)
        let hosts = hostCheck.resolve()
        let cyclesBefore = log.items.count
        CycleDetector(table: table, log: log, countsTests: spec.options.layout != .single).check(hostCheck.packageEdges(linked, hosts: hosts))
        // A circle of modules is a circle of packages too: said once, by the cycle detector.
        if log.items.count == cyclesBefore { hostCheck.checkPackageCycles(linked, hosts: hosts) }
        hostCheck.checkProductless(linked, hosts: hosts)
        IdentityClashCheck(table: table, spec: spec, log: log).check()
        TargetNameCheck(table: table, spec: spec, log: log).check()
        TestTargetNameCheck(table: table, spec: spec, log: log).check()
        SwiftModuleNameCheck(table: table, log: log).check()
        for unused in spec.packages where !linked.usedPackages.contains(unused.package.alias) {
            log.warning("package '\(unused.package.alias)' is never used", at: unused.mark)
        }
        var packages: [String: RemotePackage] = [:]
        for entry in spec.packages { packages[entry.package.alias] = entry.package }
        let modules = table.nodes.indices.map { index in
            var module = resolvedModule(index, table: table, linked: linked, spec: spec)
            module.target.syntaxPackage = syntaxPackages[module.name]
            if let host = hosts[index] { module.target.packageHost = PackageHost(name: table.nodes[host].name, kind: table.nodes[host].kind) }
            return module
        }
        var graph = ModuleGraph(name: spec.name, specPath: spec.path, options: spec.options, packages: packages, modules: modules)
        graph.rules = spec.rules
        return graph
    }

    private func resolvedModule(_ index: Int, table: ModuleTable, linked: LinkedDependencies, spec: Spec) -> ResolvedModule {
        // The declaring module is passed on, not bound to a local: a copy of a `SpecModule`
        // per node (a retain per field) cost more than the rest of this function.
        resolvedModule(index, declaredBy: spec.modules[table.nodes[index].source], table: table, linked: linked, spec: spec)
    }

    private func resolvedModule(
        _ index: Int, declaredBy source: borrowing SpecModule, table: ModuleTable, linked: LinkedDependencies, spec: Spec
    ) -> ResolvedModule {
        let node = table.nodes[index]
        let dependencies = Self.sortedDependencies(linked.edges[index], linked.products[index], table: table)
        let templateSet = source.templateSet ?? spec.options.templateSet
        guard node.origin == .declared else {
            return ResolvedModule(
                name: node.name, kind: .interface, origin: node.origin, location: node.mark, dependencies: dependencies,
                templateSet: templateSet, swiftSettings: source.swiftSettings, hasTests: false)
        }
        var module = ResolvedModule(
            name: node.name, kind: node.kind, location: node.mark, dependencies: dependencies,
            serves: source.serves.map(\.value).filter { table.index(of: $0) != nil }.sorted(),
            example: source.example, templateSet: templateSet, resources: source.resources,
            swiftSettings: source.swiftSettings, hasTests: source.tests)
        module.target = targetOptions(
            source, testDependencies: linked.testDependencies[index], testTargets: linked.testTargets[index] ?? [],
            conditions: linked.conditions[index])
        return module
    }

    private func targetOptions(
        _ source: borrowing SpecModule, testDependencies: [ModuleDependency], testTargets: [[ModuleDependency]],
        conditions: [ModuleDependency: BuildCondition]
    ) -> TargetOptions {
        var options = TargetOptions()
        options.platforms = source.platforms
        options.linkage = source.linkage
        options.vendsProduct = source.vendsProduct
        options.path = source.path
        options.sources = source.sources
        options.exclude = source.exclude
        options.cSettings = source.cSettings
        options.linkerSettings = source.linkerSettings
        options.plugins = source.plugins.map(\.value)
        options.testDependencies = testDependencies
        options.testResources = source.testResources
        options.testExclude = source.testExclude
        options.testTargets = zip(source.testTargets, testTargets).map { written, dependencies in
            ExtraTestTarget(name: written.name, dependencies: dependencies, resources: written.resources, exclude: written.exclude)
        }
        options.conditions = conditions
        options.binary = source.binary
        options.systemLibrary = source.system
        return options
    }

    /// `Set(modules + products).sorted()`: modules first, by name, which is the order of the
    /// table's indices; then products by package and name; each once.
    static func sortedDependencies(
        _ edges: [DependencyEdge], _ products: [ModuleDependency], table: ModuleTable
    ) -> [ModuleDependency] {
        var targets = edges.map(\.to)
        targets.sort()
        var result: [ModuleDependency] = []
        result.reserveCapacity(targets.count + products.count)
        var previous = -1
        for target in targets where target != previous {
            result.append(.module(table.nodes[target].name))
            previous = target
        }
        guard !products.isEmpty else { return result }
        for product in products.sorted() where product != result.last {
            result.append(product)
        }
        return result
    }
}
