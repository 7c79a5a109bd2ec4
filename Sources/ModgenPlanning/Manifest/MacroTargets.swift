import ModgenGraph
import ModgenSpec

/// A macro module's targets, as SwiftPM's macro package template has them: the compiler plugin
/// `.macro(name: "<X>Macros")` over swift-syntax's `SwiftSyntaxMacros` and `SwiftCompilerPlugin`;
/// the library `<X>`, which declares the macro, depending on the plugin; and the tests, which
/// run the plugin's expansion with `SwiftSyntaxMacrosTestSupport` (not the library).
extension ManifestBuilder {
    /// The products of swift-syntax a macro module uses.
    enum SyntaxProduct {
        static let macros = "SwiftSyntaxMacros"
        static let compilerPlugin = "SwiftCompilerPlugin"
        static let testSupport = "SwiftSyntaxMacrosTestSupport"
    }

    /// Turns a macro module's library and test target (the first and, with tests, the second of
    /// `targets`) into the macro package's, and adds the compiler plugin; swift-syntax's package
    /// goes to `packages`.
    func addMacroTargets(
        of module: ResolvedModule, to targets: inout [ManifestTarget], from directory: RelativePath,
        packages: inout [PackageDependency]
    ) {
        let plugin = TargetNames.macros(module.name)
        let syntax = syntaxProducts(of: module, from: directory, packages: &packages)
        for index in targets.indices {
            switch targets[index].kind {
            case .regular where targets[index].name == module.name:
                targets[index].dependencies.append(.byName(plugin))
            case .test:
                targets[index].dependencies.removeAll { $0 == .byName(module.name) }
                targets[index].dependencies.insert(.byName(plugin), at: 0)
                targets[index].dependencies += syntax([SyntaxProduct.testSupport])
            default:
                break
            }
        }
        targets.append(ManifestTarget(
            .macro, name: plugin, dependencies: syntax([SyntaxProduct.macros, SyntaxProduct.compilerPlugin]),
            swiftSettings: module.swiftSettings))
    }

    /// Products of the module's swift-syntax package by name; none when the graph has no such
    /// package (reported while resolving it).
    private func syntaxProducts(
        of module: ResolvedModule, from directory: RelativePath, packages: inout [PackageDependency]
    ) -> ([String]) -> [ManifestTarget.Dependency] {
        guard let alias = module.target.syntaxPackage, let package = graph.packages[alias],
              let dependency = layout.dependency(from: directory, on: package) else { return { _ in [] } }
        packages.append(dependency)
        return { names in names.map { .product(name: $0, package: package.identity) } }
    }
}
