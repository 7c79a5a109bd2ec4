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

    /// The module at `index` of the table. Its declaring `SpecModule` is read field by field
    /// in place (`spec.modules[source].x`): a copy of it per node (a retain per field, then a
    /// release per field) cost more than the rest of this function.
    private func resolvedModule(_ index: Int, table: ModuleTable, linked: LinkedDependencies, spec: Spec) -> ResolvedModule {
        let node = table.nodes[index]
        let source = node.source
        let dependencies = Self.sortedDependencies(linked.edges[index], linked.products[index], table: table)
        let templateSet = spec.modules[source].templateSet ?? spec.options.templateSet
        guard node.origin == .declared else {
            return ResolvedModule(
                name: node.name, kind: .interface, origin: node.origin, location: node.mark, dependencies: dependencies,
                templateSet: templateSet, swiftSettings: spec.modules[source].swiftSettings, hasTests: false)
        }
        // The target's options first, moved into the module last: set on a finished module,
        // they cost a copy of the whole module.
        let target = targetOptions(
            source, of: spec, testDependencies: linked.testDependencies[index], testTargets: linked.testTargets[index] ?? [],
            conditions: linked.conditions[index])
        var module = ResolvedModule(
            name: node.name, kind: node.kind, location: node.mark, dependencies: dependencies,
            serves: spec.modules[source].serves.isEmpty
                ? [] : spec.modules[source].serves.map(\.value).filter { table.index(of: $0) != nil }.sorted(),
            example: spec.modules[source].example, templateSet: templateSet, resources: spec.modules[source].resources,
            swiftSettings: spec.modules[source].swiftSettings, hasTests: spec.modules[source].tests)
        module.target = consume target
        return module
    }

    /// What the target of `spec.modules[source]` and its package say, read in place.
    private func targetOptions(
        _ source: Int, of spec: Spec, testDependencies: [ModuleDependency], testTargets: [[ModuleDependency]],
        conditions: [ModuleDependency: BuildCondition]
    ) -> TargetOptions {
        var options = TargetOptions()
        options.platforms = spec.modules[source].platforms
        options.linkage = spec.modules[source].linkage
        options.vendsProduct = spec.modules[source].vendsProduct
        options.path = spec.modules[source].path
        options.sources = spec.modules[source].sources
        options.exclude = spec.modules[source].exclude
        options.cSettings = spec.modules[source].cSettings
        options.linkerSettings = spec.modules[source].linkerSettings
        if !spec.modules[source].plugins.isEmpty { options.plugins = spec.modules[source].plugins.map(\.value) }
        options.testDependencies = testDependencies
        options.testResources = spec.modules[source].testResources
        options.testExclude = spec.modules[source].testExclude
        if !spec.modules[source].testTargets.isEmpty {
            options.testTargets = zip(spec.modules[source].testTargets, testTargets).map { written, dependencies in
                ExtraTestTarget(name: written.name, dependencies: dependencies, resources: written.resources, exclude: written.exclude)
            }
        }
        options.conditions = conditions
        options.binary = spec.modules[source].binary
        options.systemLibrary = spec.modules[source].system
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
