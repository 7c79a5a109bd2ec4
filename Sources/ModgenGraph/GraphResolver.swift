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
        var modules: [ResolvedModule] = []
        modules.reserveCapacity(table.nodes.count)
        for index in table.nodes.indices {
            let host = hosts[index].map { PackageHost(name: table.nodes[$0].name, kind: table.nodes[$0].kind) }
            appendModule(index, to: &modules, table: table, linked: linked, spec: spec, syntaxPackages: syntaxPackages, host: host)
        }
        var graph = ModuleGraph(
            name: spec.name, specPath: spec.path, options: spec.options, packages: packages, sortedModules: modules,
            indexByName: table.indexByName)
        graph.rules = spec.rules
        return graph
    }

    /// The module at `index` of the table, appended, then its target's options set in place:
    /// built apart and appended, or returned, each (large) module was copied once more. Its
    /// declaring `SpecModule` is read field by field in place (`spec.modules[source].x`): a
    /// copy of it per node (a retain per field, then a release per field) cost more than the
    /// rest of this function.
    private func appendModule(
        _ index: Int, to modules: inout [ResolvedModule], table: ModuleTable, linked: LinkedDependencies, spec: Spec,
        syntaxPackages: [String: String], host: PackageHost?
    ) {
        let source = table.nodes[index].source
        let dependencies = Self.sortedDependencies(linked.edges[index], linked.products[index], table: table)
        let templateSet = spec.modules[source].templateSet ?? spec.options.templateSet
        let syntaxPackage = syntaxPackages.isEmpty ? nil : syntaxPackages[table.nodes[index].name]
        guard table.nodes[index].origin == .declared else {
            modules.append(ResolvedModule(
                name: table.nodes[index].name, kind: .interface, origin: table.nodes[index].origin, location: table.nodes[index].mark,
                dependencies: dependencies, templateSet: templateSet, swiftSettings: spec.modules[source].swiftSettings,
                hasTests: false))
            if host != nil || syntaxPackage != nil {
                modules[modules.count - 1].target.packageHost = host
                modules[modules.count - 1].target.syntaxPackage = syntaxPackage
            }
            return
        }
        modules.append(ResolvedModule(
            name: table.nodes[index].name, kind: table.nodes[index].kind, location: table.nodes[index].mark,
            dependencies: dependencies,
            serves: spec.modules[source].serves.isEmpty
                ? [] : spec.modules[source].serves.map(\.value).filter { table.index(of: $0) != nil }.sorted(),
            example: spec.modules[source].example, templateSet: templateSet, resources: spec.modules[source].resources,
            swiftSettings: spec.modules[source].swiftSettings, hasTests: spec.modules[source].tests))
        modules[modules.count - 1].target = targetOptions(
            source, of: spec, testDependencies: linked.testDependencies[index], testTargets: linked.testTargets[index],
            conditions: linked.conditions[index], host: host, syntaxPackage: syntaxPackage)
    }

    /// What the target of `spec.modules[source]` and its package say, read in place.
    private func targetOptions(
        _ source: Int, of spec: Spec, testDependencies: [ModuleDependency], testTargets: [[ModuleDependency]]?,
        conditions: [ModuleDependency: BuildCondition], host: PackageHost?, syntaxPackage: String?
    ) -> TargetOptions {
        var extraTests: [ExtraTestTarget] = []
        if let testTargets, !spec.modules[source].testTargets.isEmpty {
            extraTests = zip(spec.modules[source].testTargets, testTargets).map { written, dependencies in
                ExtraTestTarget(name: written.name, dependencies: dependencies, resources: written.resources, exclude: written.exclude)
            }
        }
        return TargetOptions(
            platforms: spec.modules[source].platforms, linkage: spec.modules[source].linkage,
            vendsProduct: spec.modules[source].vendsProduct, path: spec.modules[source].path, packageHost: host,
            sources: spec.modules[source].sources, exclude: spec.modules[source].exclude,
            cSettings: spec.modules[source].cSettings, linkerSettings: spec.modules[source].linkerSettings,
            plugins: spec.modules[source].plugins.isEmpty ? [] : spec.modules[source].plugins.map(\.value),
            testDependencies: testDependencies, testResources: spec.modules[source].testResources,
            testExclude: spec.modules[source].testExclude, testTargets: extraTests, conditions: conditions,
            binary: spec.modules[source].binary, systemLibrary: spec.modules[source].system, syntaxPackage: syntaxPackage)
    }

    /// `Set(modules + products).sorted()`: modules first, by name, which is the order of the
    /// table's indices; then products by package and name; each once. The targets are sorted
    /// in a buffer on the stack (insertion sort: most modules have a handful), not an array.
    static func sortedDependencies(
        _ edges: [DependencyEdge], _ products: [ModuleDependency], table: ModuleTable
    ) -> [ModuleDependency] {
        guard !edges.isEmpty || !products.isEmpty else { return [] }
        var result: [ModuleDependency] = []
        result.reserveCapacity(edges.count + products.count)
        withUnsafeTemporaryAllocation(of: Int.self, capacity: edges.count) { buffer in
            var targets = buffer
            let isShort = edges.count <= 32
            for (offset, edge) in edges.enumerated() {
                var slot = offset
                while isShort, slot > 0, targets[slot - 1] > edge.to {
                    targets[slot] = targets[slot - 1]
                    slot -= 1
                }
                targets[slot] = edge.to
            }
            if !isShort { targets.sort() }
            var previous = -1
            for target in targets where target != previous {
                result.append(.module(table.nodes[target].name))
                previous = target
            }
        }
        guard !products.isEmpty else { return result }
        for product in products.sorted() where product != result.last {
            result.append(product)
        }
        return result
    }
}
