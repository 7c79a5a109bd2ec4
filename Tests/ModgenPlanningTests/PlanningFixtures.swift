import YAMLTree
@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph
@testable import ModgenReporting
@testable import ModgenPlanning
@testable import ModgenWriting

/// Small hand-built graphs for the planning tests (the spec loader is tested elsewhere).
enum PlanningFixtures {
    static func mark(_ line: Int) -> Mark { Mark(file: "modules.yml", line: line, column: 5) }

    static let collections = RemotePackage(
        alias: "Collections", location: .url("https://github.com/apple/swift-collections.git"), requirement: .from("1.1.0")
    )

    /// The small app of the brief: an app, two features with interfaces (Search with an
    /// example), SearchDeps serving Search, two core modules, swift-collections.
    static func atlas(toolsVersion: String = "5.9") -> ModuleGraph {
        var options = ProjectOptions()
        options.swiftToolsVersion = toolsVersion
        let modules = [
            ResolvedModule(name: "AtlasApp", kind: .app, location: mark(3), dependencies: [
                .module("Directions"), .module("Networking"), .module("Search"), .module("SearchDeps"), .module("Storage"),
            ]),
            ResolvedModule(name: "Search", kind: .feature, location: mark(10), dependencies: [
                .module("Networking"), .module("SearchInterface"), .product(name: "Collections", package: "Collections"),
            ], example: true),
            ResolvedModule(name: "SearchInterface", kind: .interface, origin: .interface(ofFeature: "Search"), location: mark(10)),
            ResolvedModule(name: "Directions", kind: .feature, location: mark(15), dependencies: [
                .module("DirectionsInterface"), .module("SearchInterface"), .module("Storage"),
            ], example: true),
            ResolvedModule(name: "DirectionsInterface", kind: .interface, origin: .interface(ofFeature: "Directions"), location: mark(15)),
            ResolvedModule(name: "SearchDeps", kind: .deps, location: mark(20), dependencies: [
                .module("Networking"), .module("SearchInterface"),
            ], serves: ["Search"]),
            ResolvedModule(name: "Networking", kind: .core, location: mark(25), dependencies: [
                .module("Storage"), .product(name: "Collections", package: "Collections"),
            ]),
            ResolvedModule(name: "Storage", kind: .core, location: mark(30)),
        ]
        return ModuleGraph(name: "Atlas", specPath: "modules.yml", options: options, packages: ["Collections": collections], modules: modules)
    }

    /// Templates from this checkout only: no installed share folder, no spec folder.
    static let locator = TemplateLocator(explicitDirectory: nil, specDirectory: nil, executablePath: nil)

    static func plan(_ graph: ModuleGraph) throws -> Plan {
        try Planner(graph: graph, specReference: graph.specPath, templates: locator).plan()
    }
}

extension Plan {
    subscript(path: String) -> PlannedFile? { files.first { $0.path == path } }
}
