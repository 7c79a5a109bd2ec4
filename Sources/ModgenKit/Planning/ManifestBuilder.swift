/// Turns one module of the graph into the manifest of its package: the module's target, its
/// test target, and for a feature with `example: true` the `<Name>Example` executable.
struct ManifestBuilder {
    let graph: ModuleGraph
    let layout: PackageLayout

    func manifest(for module: ResolvedModule, diagnostics: inout [Diagnostic]) -> PackageManifest {
        let directory = layout.directory(of: module)
        var collected = CollectedDependencies()
        for dependency in module.dependencies {
            collect(dependency, of: module, from: directory, into: &collected, diagnostics: &diagnostics)
        }
        var targets = [mainTarget(module, dependencies: collected.targetDependencies)]
        var products = [ManifestProduct(module.kind == .app ? .executable : .library, name: module.name, targets: [module.name])]
        if module.hasTests {
            targets.append(ManifestTarget(.test, name: TargetNames.tests(module.name), dependencies: [.byName(module.name)], swiftSettings: module.swiftSettings))
        }
        if module.kind == .feature, module.example {
            let example = exampleTarget(module, from: directory, packages: &collected.packages)
            targets.append(example)
            products.append(ManifestProduct(.executable, name: example.name, targets: [example.name]))
        }
        return PackageManifest(
            toolsVersion: graph.options.swiftToolsVersion, source: graph.specPath, name: module.name,
            platforms: graph.options.platforms.map { PackageManifest.Platform(name: $0.name, version: $0.version) },
            products: products, dependencies: collected.packages, targets: targets
        )
    }

    private func mainTarget(_ module: ResolvedModule, dependencies: [ManifestTarget.Dependency]) -> ManifestTarget {
        ManifestTarget(
            module.kind == .app ? .executable : .regular, name: module.name, dependencies: dependencies,
            resources: module.resources.map { .process($0) }, swiftSettings: module.swiftSettings
        )
    }

    /// The example wires the feature with every deps module that serves it.
    private func exampleTarget(_ module: ResolvedModule, from directory: RelativePath, packages: inout [PackageDependency]) -> ManifestTarget {
        var dependencies: [ManifestTarget.Dependency] = [.byName(module.name)]
        for deps in graph.depsServing(module.name) {
            dependencies.append(.product(name: deps.name, package: deps.name))
            packages.append(layout.dependency(from: directory, on: deps))
        }
        return ManifestTarget(.executable, name: TargetNames.example(module.name), dependencies: dependencies, swiftSettings: module.swiftSettings)
    }

    private func collect(
        _ dependency: ModuleDependency, of module: ResolvedModule, from directory: RelativePath,
        into collected: inout CollectedDependencies, diagnostics: inout [Diagnostic]
    ) {
        switch dependency {
        case .module(let name):
            guard let other = graph[name] else {
                diagnostics.append(.error("module '\(module.name)' depends on '\(name)', which is not a module of the spec", at: module.location))
                return
            }
            collected.add(.product(name: other.name, package: other.name), from: layout.dependency(from: directory, on: other))
        case .product(let name, let alias):
            guard let package = graph.packages[alias] else {
                diagnostics.append(.error("module '\(module.name)' uses product '\(name)' of '\(alias)', which is not listed under packages:", at: module.location))
                return
            }
            guard let packageDependency = layout.dependency(from: directory, on: package) else {
                diagnostics.append(Diagnostic(.error, "package '\(alias)' has a URL but no version requirement", at: nil, file: graph.specPath))
                return
            }
            collected.add(.product(name: name, package: package.identity), from: packageDependency)
        }
    }
}

/// The target and package dependencies gathered from one module's dependency list.
struct CollectedDependencies {
    var targetDependencies: [ManifestTarget.Dependency] = []
    var packages: [PackageDependency] = []

    mutating func add(_ target: ManifestTarget.Dependency, from package: PackageDependency) {
        targetDependencies.append(target)
        packages.append(package)
    }
}
