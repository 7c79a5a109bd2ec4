import ModgenDiagnostics
import ModgenSpec

/// The table's nodes as `ResolvedModule`s, in its order (sorted by name): sorted dependencies,
/// serves, templates, target options. It only reads what linking and the host check made, and
/// says nothing, so it runs beside `GraphChecks` (on another thread for a large graph).
struct ResolvedModuleBuilder: Sendable {
    let table: ModuleTable
    let linked: LinkedDependencies
    let spec: Spec
    /// Macro module name -> its swift-syntax package (`MacroSyntaxCheck`).
    let syntaxPackages: [String: String]
    /// `PackageHostCheck.resolve()`'s hosts, per node.
    let hosts: [Int?]

    func build() -> [ResolvedModule] {
        var modules: [ResolvedModule] = []
        modules.reserveCapacity(table.nodes.count)
        for index in table.nodes.indices {
            let host = hosts[index].map { PackageHost(name: table.nodes[$0].name, kind: table.nodes[$0].kind) }
            appendModule(index, to: &modules, host: host)
        }
        return modules
    }

    /// The module at `index` of the table, appended, then its target's options set in place:
    /// built apart and appended, or returned, each (large) module was copied once more. Its
    /// declaring `SpecModule` is read field by field in place (`spec.modules[source].x`): a
    /// copy of it per node (a retain per field, then a release per field) cost more than the
    /// rest of this function.
    private func appendModule(_ index: Int, to modules: inout [ResolvedModule], host: PackageHost?) {
        let source = table.nodes[index].source
        let dependencies = linked.sortedDependencies[index]
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
            source, testDependencies: linked.testDependencies[index], testTargets: linked.testTargets[index],
            conditions: linked.conditions[index], host: host, syntaxPackage: syntaxPackage)
    }

    /// What the target of `spec.modules[source]` and its package say, read in place.
    private func targetOptions(
        _ source: Int, testDependencies: [ModuleDependency], testTargets: [[ModuleDependency]]?,
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

    /// A module's resolved dependencies, made by `DependencyLinker` as it links the module.
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
