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
    let hosts: PackageHosts

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
    /// declaring `SpecModule` is read field by field in place (`spec.modules[source].x`, and
    /// the fields few modules set through its `details` box, which a computed property of the
    /// module would copy the module to read): a copy of it per node (a retain per field, then
    /// a release per field) cost more than the rest of this function.
    private func appendModule(_ index: Int, to modules: inout [ResolvedModule], host: PackageHost?) {
        let source = table.nodes[index].source
        let details = spec.modules[source].details
        let dependencies = linked.sortedDependencies[index]
        let templateSet = details.value.templateSet ?? spec.options.templateSet
        let syntaxPackage = syntaxPackages.isEmpty ? nil : syntaxPackages[table.nodes[index].name]
        guard table.nodes[index].origin == .declared else {
            modules.append(ResolvedModule(
                name: table.nodes[index].name, kind: .interface, origin: table.nodes[index].origin, location: table.nodes[index].mark,
                dependencies: dependencies, templateSet: templateSet, swiftSettings: details.value.swiftSettings,
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
            example: spec.modules[source].example, templateSet: templateSet, resources: details.value.resources,
            swiftSettings: details.value.swiftSettings, hasTests: spec.modules[source].tests))
        modules[modules.count - 1].target = targetOptions(
            details, testDependencies: linked.testDependencies[index], testTargets: linked.testTargets[index],
            conditions: linked.conditions[index], host: host, syntaxPackage: syntaxPackage)
    }

    /// What the target of a module with these `details` and its package say. The box, not its
    /// value: passed on, the value was copied (a retain and a release per field). A module
    /// that sets none of them (nearly every one of a large spec) gets the options every such
    /// module shares (`TargetOptions()`): a box of its own for each took 8 MB of fresh pages
    /// on the 7 MB bench spec, on the longer of the two lanes that build and check the graph.
    private func targetOptions(
        _ details: SpecModuleDetails.Box, testDependencies: [ModuleDependency], testTargets: [[ModuleDependency]]?,
        conditions: [ModuleDependency: BuildCondition], host: PackageHost?, syntaxPackage: String?
    ) -> TargetOptions {
        if details.isDefaults, testDependencies.isEmpty, conditions.isEmpty, host == nil, syntaxPackage == nil {
            return TargetOptions()
        }
        var extraTests: [ExtraTestTarget] = []
        if let testTargets, !details.value.testTargets.isEmpty {
            extraTests = zip(details.value.testTargets, testTargets).map { written, dependencies in
                ExtraTestTarget(name: written.name, dependencies: dependencies, resources: written.resources, exclude: written.exclude)
            }
        }
        return TargetOptions(
            platforms: details.value.platforms, linkage: details.value.linkage,
            vendsProduct: details.value.vendsProduct, path: details.value.path, packageHost: host,
            sources: details.value.sources, exclude: details.value.exclude,
            cSettings: details.value.cSettings, linkerSettings: details.value.linkerSettings,
            plugins: details.value.plugins.isEmpty ? [] : details.value.plugins.map(\.value),
            testDependencies: testDependencies, testResources: details.value.testResources,
            testExclude: details.value.testExclude, testTargets: extraTests, conditions: conditions,
            binary: details.value.binary, systemLibrary: details.value.system, syntaxPackage: syntaxPackage)
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
                result.append(.module(table.names[target]))
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
