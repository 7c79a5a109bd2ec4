import ModgenGraph
import ModgenSpec

/// The modules of the import once kinds are known: a feature absorbs its interface
/// (`XInterface`, or `XAPI`) and its mocks (`XTesting`), a deps module serves the features
/// whose example wires it (or whose interface it implements), and modgen's implicit edges
/// (a feature on its interface, tests on their module) are left out of the written lists.
struct ModuleFolding {
    private var candidates: [PackageFolding.Candidate]
    private var kinds: [String: ModuleKind] = [:]
    /// Interface or mocks candidates absorbed, by name, with the module that absorbed them.
    private var absorbed: [String: String] = [:]
    private var interfaces: [String: PackageFolding.Candidate] = [:]
    private var testingModules: Set<String> = []
    private let inference: KindInference
    private let layout: ProjectOptions.Layout
    private(set) var interfaceNaming: String?

    init(candidates: [PackageFolding.Candidate], kinds: KindInference, layout: ProjectOptions.Layout) {
        self.candidates = candidates
        self.inference = kinds
        self.layout = layout
    }

    /// Every name a dependency may use: the modules and the names they bring.
    var names: Set<String> { Set(candidates.map(\.name)) }

    private func folder(of candidate: PackageFolding.Candidate) -> String {
        layout == .single ? (candidate.main.path ?? "Sources/\(candidate.name)") : candidate.package.directory
    }

    mutating func fold() {
        let byName = Dictionary(candidates.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for candidate in candidates {
            // An app in modgen's shape (`XKit` + `X`); an executable on its own is a tool.
            let isApp = candidate.main.name != candidate.name
            var kind = inference.kind(
                name: candidate.name, folder: folder(of: candidate),
                target: candidate.macroPlugin != nil ? .macro : isApp ? .executable : candidate.main.kind)
            let explicit = inference.patterns.kind(name: candidate.name, folder: folder(of: candidate)) != nil
            if !explicit, !isApp, candidate.main.kind == .executable { kind = .executable }
            let interface = ["Interface", "API"].lazy.compactMap { byName[candidate.name + $0] }.first
            if !explicit, interface != nil, kind == .core || kind == .feature { kind = .feature }
            if !explicit, kind == .feature, interface == nil, candidate.package.writtenByModgen { kind = .interface }
            // A target name like `Home-iOS` suits only kinds that make no other names from it.
            if !SwiftIdentifier.isValid(candidate.name), !ModuleKind.targetNameKinds.contains(kind) { kind = .core }
            kinds[candidate.name] = kind
        }
        var suffixes: Set<String> = []
        for candidate in candidates where kinds[candidate.name] == .feature {
            for suffix in ["Interface", "API"] {
                guard let interface = byName[candidate.name + suffix], kinds[interface.name] == .interface else { continue }
                absorbed[interface.name] = candidate.name
                interfaces[candidate.name] = interface
                suffixes.insert(suffix)
                break
            }
        }
        if suffixes == ["API"] { interfaceNaming = "{name}API" }
        for candidate in candidates where candidate.name.hasSuffix("Testing") {
            let subject = String(candidate.name.dropLast(7))
            guard let kind = kinds[subject], kind == .feature || kind == .interface, absorbed[subject] == nil else { continue }
            let allowed: Set<String> = [subject, interfaces[subject]?.name].compactMap { $0 }.reduce(into: []) { $0.insert($1) }
            guard candidate.main.dependencies.allSatisfy({ allowed.contains($0.name) }), candidate.tests == nil else { continue }
            absorbed[candidate.name] = subject
            testingModules.insert(subject)
        }
    }

    func modules(resolver: inout DependencyResolver, unexpressible: inout [String]) -> [ImportedModule] {
        let kept = candidates.filter { absorbed[$0.name] == nil }
        var modules: [ImportedModule] = []
        for candidate in kept {
            let kind = kinds[candidate.name] ?? .core
            var module = ImportedModule(name: candidate.name, kind: kind, manifestPath: candidate.package.manifestPath, directory: candidate.package.directory)
            let main = candidate.main
            let edges = main.dependencies.compactMap { resolver.resolve($0, in: candidate.package, unexpressible: &unexpressible) }
            if let interface = interfaces[candidate.name] {
                module.interfaceDependencies = interface.main.dependencies.compactMap { resolver.resolve($0, in: interface.package, unexpressible: &unexpressible) }
                let interfaceEdge = ImportedModule.Edge(dependency: .module(interface.name), platforms: [])
                module.dependencies = edges.filter { $0 != interfaceEdge }
            } else {
                module.dependencies = edges
            }
            module.testing = testingModules.contains(candidate.name)
            module.example = candidate.exampleKit != nil
            if let tests = candidate.tests {
                module.tests = true
                var implicit: Set<String> = [candidate.name, main.name]
                if module.testing { implicit.insert(TargetNames.testing(candidate.name)) }
                module.testDependencies = tests.dependencies
                    .filter { !(implicit.contains($0.name) && $0.platforms.isEmpty) }
                    .compactMap { resolver.resolve($0, in: candidate.package, unexpressible: &unexpressible) }
                module.testResources = tests.resources
                module.testExclude = tests.exclude
            }
            for extra in candidate.extraTests {
                let implicit: Set<String> = [candidate.name, main.name]
                let dependencies = extra.dependencies
                    .filter { !(implicit.contains($0.name) && $0.platforms.isEmpty) }
                    .compactMap { resolver.resolve($0, in: candidate.package, unexpressible: &unexpressible) }
                module.testTargets.append(ImportedTestTarget(name: extra.name, dependencies: dependencies, resources: extra.resources, exclude: extra.exclude))
            }
            copyTargetKeys(from: candidate, into: &module, resolver: &resolver, unexpressible: &unexpressible)
            modules.append(module)
        }
        assignServes(&modules)
        return modules
    }

    private func copyTargetKeys(
        from candidate: PackageFolding.Candidate, into module: inout ImportedModule,
        resolver: inout DependencyResolver, unexpressible: inout [String]
    ) {
        let main = candidate.main
        let manifest = candidate.package.manifestPath
        module.path = main.path
        module.systemLibrary = main.systemLibrary
        module.sources = main.sources
        module.exclude = main.exclude
        module.resources = main.resources
        module.swiftSettings = main.swiftSettings
        module.cSettings = main.cSettings
        module.linkerSettings = main.linkerSettings
        if case .path(let path)? = main.binary {
            module.binary = .path(candidate.package.directory.isEmpty ? path : candidate.package.directory + "/" + path)
            module.path = nil
        } else {
            module.binary = main.binary
        }
        if case .library(let linkage)? = candidate.package.products.first(where: { $0.targets == [main.name] })?.kind {
            module.linkage = linkage
        }
        if [.regular, .system].contains(main.kind), main.name == candidate.name,
           !candidate.package.products.contains(where: { $0.targets.contains(main.name) }) {
            module.vendsProduct = false
        }
        for plugin in main.plugins {
            guard let alias = resolver.pluginPackage(plugin, in: candidate.package) else {
                unexpressible.append("\(manifest): target '\(main.name)': plugin '\(plugin.name)' of its own package")
                continue
            }
            module.plugins.append((alias, plugin.name))
        }
        unexpressible += main.unexpressible.map { "\(manifest): target '\(main.name)': \($0)" }
    }

    /// A deps module serves the features whose example wires it; for a feature without an
    /// example, those whose interface it depends on. Its edges to the served interfaces are modgen's.
    private func assignServes(_ modules: inout [ImportedModule]) {
        let features = modules.filter { $0.kind == .feature }
        for index in modules.indices where modules[index].kind == .deps {
            let name = modules[index].name
            var serves: [String] = []
            for feature in features {
                guard let interface = interfaces[feature.name]?.name else { continue }
                if let kit = candidates.first(where: { $0.name == feature.name })?.exampleKit {
                    if kit.dependencies.contains(where: { $0.name == name }) { serves.append(feature.name) }
                } else if modules[index].dependencies.contains(where: { $0.dependency == .module(interface) && $0.platforms.isEmpty }) {
                    serves.append(feature.name)
                }
            }
            let served = Set(serves.compactMap { interfaces[$0]?.name })
            modules[index].serves = serves
            modules[index].dependencies.removeAll { edge in
                if case .module(let target) = edge.dependency { return served.contains(target) && edge.platforms.isEmpty }
                return false
            }
        }
    }
}
