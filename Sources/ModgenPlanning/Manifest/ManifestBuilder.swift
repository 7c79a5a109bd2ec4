import ModgenDiagnostics
import ModgenGraph
import ModgenSpec

/// Turns modules of the graph into manifests: per module its target, its test target, and for
/// a feature with `example: true` the `<Name>ExampleKit` library and `<Name>Example`
/// executable (an app, likewise, is the `<App>Kit` library and the `<App>` executable). In the `packages` layout each
/// module gets its own manifest (`manifest(for:)`); in the `single` layout all of them go into
/// one (`singleManifest`, below). Problems go to the run's `DiagnosticLog`.
struct ManifestBuilder {
    let graph: ModuleGraph
    let layout: PackageLayout
    /// The spec as the manifests' header names it.
    let specReference: String
    /// Where a dependency on no module or package of the spec, or a target-name clash, is reported.
    private(set) var log: DiagnosticLog
    /// Each module's package folder (`packages` layout; empty in the single one), by name,
    /// found once: every edge of the graph asks for its target's (twice), and each answer
    /// builds a path.
    private let packageDirectories: [String: RelativePath]

    /// `known`, when given, holds the folders the plan found already (`ModuleDirectories`, the
    /// same paths in the `packages` layout), so they are not built again.
    init(graph: ModuleGraph, layout: PackageLayout, specReference: String, log: DiagnosticLog, known: ModuleDirectories? = nil) {
        self.graph = graph
        self.layout = layout
        self.specReference = specReference
        self.log = log
        var directories: [String: RelativePath] = [:]
        if !layout.isSingle {
            directories.reserveCapacity(graph.modules.count)
            for (index, module) in graph.modules.enumerated() {
                directories[module.name] = known?.paths[index] ?? layout.packageDirectory(of: module)
            }
        }
        self.packageDirectories = directories
    }

    /// The same builder reporting to `log` instead: each thread building manifests for the
    /// planner reports to its own, which `Planner` merges into the run's in module order.
    func logging(to log: DiagnosticLog) -> ManifestBuilder {
        var copy = self
        copy.log = log
        return copy
    }

    /// The package of `module` and of its `guests` (the modules with `package: <module>`):
    /// named after the module, with its platforms, every one's products and targets.
    func manifest(for module: ResolvedModule, guests: [ResolvedModule] = []) -> PackageManifest {
        var packages: [PackageDependency] = []
        let directory = packageDirectories[module.name] ?? layout.directory(of: module)
        var targets = targets(of: module, from: directory, packages: &packages)
        var products = products(of: module)
        for guest in guests {
            targets += self.targets(of: guest, from: directory, packages: &packages)
            products += self.products(of: guest)
        }
        var manifest = manifest(name: module.name, products: products, packages: packages, targets: targets)
        if let platforms = module.target.platforms { manifest.platforms = platforms }
        return manifest
    }

    func manifest(name: String, products: [ManifestProduct], packages: [PackageDependency], targets: [ManifestTarget]) -> PackageManifest {
        var manifest = PackageManifest(
            toolsVersion: graph.options.swiftToolsVersion, source: specReference, name: name,
            platforms: graph.options.platforms,
            products: products, dependencies: packages, targets: targets
        )
        manifest.defaultLocalization = graph.options.defaultLocalization
        return manifest
    }

    /// The module's library (a tool's executable), and for an app or an example its kit
    /// library (what its Xcode shell links) and its executable (how Linux and CI run it).
    func products(of module: ResolvedModule) -> [ManifestProduct] {
        var products: [ManifestProduct] = []
        if module.kind == .app {
            products += runnable(module.name, linkage: module.target.linkage)
        } else if module.kind == .executable {
            products.append(ManifestProduct(.executable, name: module.name, targets: [module.name]))
        } else if module.target.vendsProduct {
            products.append(ManifestProduct(.library, name: module.name, targets: [module.name], linkage: module.target.linkage))
        }
        if module.hasExample { products += runnable(TargetNames.example(module.name)) }
        return products
    }

    /// An app's or an example's `<Name>Kit` library and `<Name>` executable.
    private func runnable(_ name: String, linkage: Linkage = .automatic) -> [ManifestProduct] {
        let kit = TargetNames.kit(name)
        return [ManifestProduct(.library, name: kit, targets: [kit], linkage: linkage), ManifestProduct(.executable, name: name, targets: [name])]
    }

    /// The module's targets; the packages they need are appended to `packages`.
    func targets(
        of module: ResolvedModule, from directory: RelativePath,
        packages: inout [PackageDependency]
    ) -> [ManifestTarget] {
        if let artifact = module.target.binary { return [binaryTarget(module.name, artifact, from: directory)] }
        if let library = module.target.systemLibrary {
            var target = ManifestTarget(.system, name: module.name, path: module.target.path)
            target.systemLibrary = library
            return [target]
        }
        var conditions: [ManifestTarget.Dependency: BuildCondition] = [:]
        var references: [ModuleDependency: ManifestTarget.Dependency] = [:]
        let extraDependencies = module.target.testTargets.flatMap(\.dependencies)
        // Room for every edge up front: growing the table as it fills rehashed it each time.
        references.reserveCapacity(module.dependencies.count + module.target.testDependencies.count + extraDependencies.count)
        for dependency in module.dependencies + module.target.testDependencies + extraDependencies where references[dependency] == nil {
            guard let (target, package) = reference(to: dependency, of: module, from: directory) else { continue }
            references[dependency] = target
            if let condition = module.target.conditions[dependency] { conditions[target] = condition }
            if let package { packages.append(package) }
        }
        // An app's composition root is its kit library; its executable only runs the kit.
        let library = module.kind == .app ? TargetNames.kit(module.name) : module.name
        var main = ManifestTarget(
            module.kind == .executable ? .executable : .regular, name: library,
            dependencies: module.dependencies.compactMap { references[$0] },
            path: module.target.path, resources: module.targetResources, swiftSettings: module.swiftSettings
        )
        main.dependencyConditions = conditions.filter { main.dependencies.contains($0.key) }
        main.sources = module.target.sources
        main.exclude = module.target.exclude
        main.cSettings = module.target.cSettings
        main.linkerSettings = module.target.linkerSettings
        main.plugins = plugins(of: module, from: directory, packages: &packages)
        var targets = [main]
        if module.kind == .app {
            targets.append(ManifestTarget(.executable, name: module.name, dependencies: [.byName(library)], swiftSettings: module.swiftSettings))
        }
        if module.hasTests {
            var tests = ManifestTarget(
                .test, name: TargetNames.tests(module.name),
                dependencies: [.byName(library)] + module.target.testDependencies.compactMap { references[$0] },
                resources: module.target.testResources, swiftSettings: module.swiftSettings)
            tests.exclude = module.target.testExclude
            tests.dependencyConditions = conditions.filter { tests.dependencies.contains($0.key) }
            targets.append(tests)
        }
        for extra in module.target.testTargets {
            var tests = ManifestTarget(
                .test, name: extra.name, dependencies: [.byName(library)] + extra.dependencies.compactMap { references[$0] },
                resources: extra.resources, swiftSettings: module.swiftSettings)
            tests.exclude = extra.exclude
            tests.dependencyConditions = conditions.filter { tests.dependencies.contains($0.key) }
            targets.append(tests)
        }
        if module.hasExample {
            let example = TargetNames.example(module.name)
            targets.append(exampleKit(module, from: directory, packages: &packages))
            targets.append(ManifestTarget(.executable, name: example, dependencies: [.byName(TargetNames.kit(example))], swiftSettings: module.swiftSettings))
        }
        if module.kind == .macro { addMacroTargets(of: module, to: &targets, from: directory, packages: &packages) }
        return targets
    }

    /// A binary module's one target; its path, written from the output root, spelled from
    /// the package's folder.
    private func binaryTarget(_ name: String, _ artifact: BinarySource, from directory: RelativePath) -> ManifestTarget {
        var target = ManifestTarget(.binary, name: name)
        switch artifact {
        case .path(let path): target.artifact = .path(directory.relativePath(to: RelativePath(path)))
        case .url: target.artifact = artifact
        }
        return target
    }

    /// The build-tool plugins the module's target runs, each with its package.
    private func plugins(of module: ResolvedModule, from directory: RelativePath, packages: inout [PackageDependency]) -> [ManifestTarget.Plugin] {
        module.target.plugins.compactMap { plugin in
            guard let package = graph.packages[plugin.package], let dependency = layout.dependency(from: directory, on: package) else { return nil }
            packages.append(dependency)
            return ManifestTarget.Plugin(name: plugin.name, package: package.identity)
        }
    }

    /// The example's kit wires the feature with every deps module that serves it, and may use
    /// the feature's mocks (`XTesting`, with `testing: true`).
    private func exampleKit(_ module: ResolvedModule, from directory: RelativePath, packages: inout [PackageDependency]) -> ManifestTarget {
        var dependencies: [ManifestTarget.Dependency] = [.byName(module.name)]
        let testing = graph[TargetNames.testing(module.name)].flatMap { $0.mockedModule == module.name ? [$0] : nil } ?? []
        for deps in graph.depsServing(module.name) + testing {
            let (target, package) = reference(to: deps, from: directory)
            dependencies.append(target)
            if let package { packages.append(package) }
        }
        return ManifestTarget(.regular, name: TargetNames.kit(TargetNames.example(module.name)), dependencies: dependencies, swiftSettings: module.swiftSettings)
    }

    /// Another module as a target dependency: by name in the same package (the single one, or
    /// a host's shared with its guests), else the product of its package (and that package).
    private func reference(to other: ResolvedModule, from directory: RelativePath) -> (ManifestTarget.Dependency, PackageDependency?) {
        if layout.isSingle { return (.byName(other.name), nil) }
        let otherDirectory = packageDirectories[other.name] ?? layout.packageDirectory(of: other)
        if otherDirectory == directory { return (.byName(other.name), nil) }
        return (.product(name: other.name, package: layout.packageIdentity(of: other)), layout.dependency(from: directory, onPackageAt: otherDirectory))
    }

    private func reference(
        to dependency: ModuleDependency, of module: ResolvedModule, from directory: RelativePath
    ) -> (ManifestTarget.Dependency, PackageDependency?)? {
        switch dependency {
        case .module(let name):
            guard let index = graph.index(ofModule: name) else {
                log.error("module '\(module.name)' depends on '\(name)', which is not a module of the spec", at: module.location)
                return nil
            }
            // Read in place: `graph[name]` would copy the whole module for a field or two.
            return reference(to: graph.modules[index], from: directory)
        case .product(let name, let alias):
            guard let package = graph.packages[alias] else {
                log.error("module '\(module.name)' uses product '\(name)' of '\(alias)', which is not listed under packages:", at: module.location)
                return nil
            }
            guard let packageDependency = layout.dependency(from: directory, on: package) else {
                log.add(Diagnostic(.error, "package '\(alias)' has a URL but no version requirement", at: nil, file: graph.specPath))
                return nil
            }
            return (.product(name: name, package: package.identity), packageDependency)
        }
    }
}

extension ResolvedModule {
    /// A feature with `example: true`: it gets `<Name>Example`.
    var hasExample: Bool { kind == .feature && example }
}

extension ManifestBuilder {
    /// The `single` layout's one manifest at the output root, named after the project: every
    /// module's targets and products, every package any of them uses. Target names must be
    /// unique in one package: a clash (module `SearchTests` beside `Search`'s tests) is an error.
    func singleManifest() -> PackageManifest {
        let root = RelativePath("")
        var packages: [PackageDependency] = []
        var products: [ManifestProduct] = []
        var targets: [ManifestTarget] = []
        var owners: [String: String] = [:]
        for module in graph.modules {
            let moduleTargets = self.targets(of: module, from: root, packages: &packages)
            for target in moduleTargets {
                if let owner = owners.updateValue(module.name, forKey: target.name), owner != module.name {
                    log.error(
                        "target '\(target.name)' of module '\(module.name)' clashes with a target of module '\(owner)'; in the single layout every target name must be unique",
                        at: module.location)
                }
            }
            targets += moduleTargets
            products += self.products(of: module)
        }
        return manifest(name: graph.name, products: products, packages: packages, targets: targets)
    }
}
