import ModgenGraph
import ModgenSpec

/// Every name a Swift file could import that the spec makes: each module's library, its
/// other targets (tests, examples, kits, executables, macro plugins), the products its modules
/// use from `packages:`. Any other name (Foundation, SwiftUI, a system module) is outside the
/// spec and `check` ignores it.
package struct SpecNames: Sendable {
    package enum Owner: Hashable, Sendable {
        /// A module's library: importing it means depending on the module.
        case library(module: String)
        /// A target no other target may import (`SearchTests`, `SearchExample`, `MapsApp`...).
        case target(module: String, what: String)
        /// A product of the package with this alias under `packages:`.
        case product(name: String, package: String)
    }

    private var owners: [String: Owner] = [:]

    package init(_ graph: ModuleGraph) {
        for module in graph.modules {
            let library = module.kind == .app ? TargetNames.kit(module.name) : module.name
            for dependency in module.dependencies + module.target.testDependencies {
                if case .product(let name, let package) = dependency { owners[name] = .product(name: name, package: package) }
            }
            owners[SwiftIdentifier.moduleName(of: library)] = .library(module: module.name)
            owners[SwiftIdentifier.moduleName(of: TargetNames.tests(module.name))] = .target(module: module.name, what: "the test target")
            for extra in module.target.testTargets { owners[extra.name] = .target(module: module.name, what: "a test target") }
            if module.kind == .executable { owners[SwiftIdentifier.moduleName(of: module.name)] = .target(module: module.name, what: "the executable") }
            if module.kind == .app { owners[module.name] = .target(module: module.name, what: "the executable") }
            if module.kind == .macro { owners[TargetNames.macros(module.name)] = .target(module: module.name, what: "the compiler plugin") }
            if module.kind == .feature, module.example {
                let example = TargetNames.example(module.name)
                owners[example] = .target(module: module.name, what: "the example executable")
                owners[TargetNames.kit(example)] = .target(module: module.name, what: "the example's kit")
            }
        }
    }

    package subscript(name: String) -> Owner? { owners[name] }
}
