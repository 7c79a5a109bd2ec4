import ModgenGraph
import ModgenPlanning
import ModgenSpec

/// One target whose Swift files `modgen check` reads, with the names it declares: what its
/// files may import. Built from the graph by the rules the manifests are built by.
package struct CheckedTarget: Sendable {
    package enum Role: String, Sendable {
        /// The module's library (an app's `<App>Kit`): its dependencies are the spec's `dependencies:`.
        case main
        /// `<Name>Tests`, or a `testTargets:` entry: the library and its own list.
        case tests
        /// A feature example's `<Name>ExampleKit`: the feature, its deps modules, its mocks.
        case exampleKit
        /// The executables (`<App>`, `<Name>Example`) and Xcode app shells: their kit only.
        case runner
    }

    package var name: String
    package var module: ResolvedModule
    package var role: Role
    /// The target's folder from the output root.
    package var folder: RelativePath
    /// Import name -> the spec dependency that declares it (nil: modgen wires it, the spec
    /// does not name it, e.g. a feature's own interface or a test target's library).
    package var declared: [String: ModuleDependency?]
    /// A `testTargets:` entry: its list is under that key, which `--fix` does not edit.
    package var isTestTargetsEntry = false

    /// Every target of every module with Swift sources, in module order.
    package static func all(in graph: ModuleGraph) -> [CheckedTarget] {
        let layout = PackageLayout(options: graph.options)
        var targets: [CheckedTarget] = []
        for module in graph.modules where module.target.binary == nil {
            let directory = layout.directory(of: module)
            let library = module.kind == .app ? TargetNames.kit(module.name) : module.name
            var main: [String: ModuleDependency?] = [:]
            let written = Set(writtenDependencies(of: module, in: graph))
            for dependency in module.dependencies {
                main.updateValue(written.contains(dependency) ? dependency : nil, forKey: importName(of: dependency))
            }
            let mainFolder = module.kind == .app ? TargetFolders.appKit(of: module) : TargetFolders.main(of: module)
            targets.append(CheckedTarget(name: library, module: module, role: .main, folder: directory.appending(mainFolder), declared: main))
            // A test target declares the library and its own list.
            func testTarget(_ name: String, folder: String, _ dependencies: [ModuleDependency]) -> CheckedTarget {
                var tests: [String: ModuleDependency?] = [SwiftIdentifier.moduleName(of: library): nil]
                for dependency in dependencies { tests.updateValue(dependency, forKey: importName(of: dependency)) }
                return CheckedTarget(name: name, module: module, role: .tests, folder: directory.appending(folder), declared: tests)
            }
            if module.hasTests {
                targets.append(testTarget(TargetNames.tests(module.name), folder: TargetFolders.tests(of: module), module.target.testDependencies))
            }
            for extra in module.target.testTargets {
                var target = testTarget(extra.name, folder: TargetFolders.testTarget(extra.name), extra.dependencies)
                target.isTestTargetsEntry = true
                targets.append(target)
            }
            if module.kind == .app {
                targets.append(CheckedTarget(
                    name: module.name, module: module, role: .runner,
                    folder: directory.appending("Sources/\(module.name)"), declared: [library: nil]))
            }
            if module.kind == .feature, module.example {
                let example = TargetNames.example(module.name)
                var kit: [String: ModuleDependency?] = [module.name: nil]
                for deps in graph.depsServing(module.name) { kit.updateValue(nil, forKey: deps.name) }
                if let testing = graph[TargetNames.testing(module.name)], case .testing(module.name, _) = testing.origin {
                    kit.updateValue(nil, forKey: testing.name)
                }
                targets.append(CheckedTarget(
                    name: TargetNames.kit(example), module: module, role: .exampleKit,
                    folder: directory.appending(TargetFolders.exampleKit(of: module)), declared: kit))
                targets.append(CheckedTarget(
                    name: example, module: module, role: .runner,
                    folder: directory.appending(TargetFolders.example(of: module)), declared: [TargetNames.kit(example): nil]))
            }
        }
        for shell in AppShell.all(in: graph, layout: layout) {
            guard let module = graph[shell.module] else { continue }
            targets.append(CheckedTarget(
                name: "\(shell.name) (Xcode app)", module: module, role: .runner,
                folder: shell.folder.appending(shell.name), declared: [shell.kit: nil]))
        }
        return targets
    }

    /// The name a dependency is imported by: the module's library, or the product.
    static func importName(of dependency: ModuleDependency) -> String {
        switch dependency {
        case .module(let name): return SwiftIdentifier.moduleName(of: name)
        case .product(let name, _): return SwiftIdentifier.moduleName(of: name)
        }
    }

    /// The dependencies the spec names (in the module or its templates), not the ones modgen
    /// adds: a feature's own interface, a deps module's served features' interfaces.
    static func writtenDependencies(of module: ResolvedModule, in graph: ModuleGraph) -> [ModuleDependency] {
        var implicit: Set<ModuleDependency> = []
        if module.kind == .feature { implicit.insert(.module(graph.options.interfaceName(for: module.name))) }
        if module.kind == .deps {
            for feature in module.serves { implicit.insert(.module(graph.options.interfaceName(for: feature))) }
        }
        return module.dependencies.filter { !implicit.contains($0) }
    }
}
