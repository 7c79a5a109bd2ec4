import Testing
import YAMLTree
@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph
import ModgenTestSupport

/// A valid spec using every feature resolves to the expected graph.
@Suite struct GraphResolverTests {
    private let yaml = """
        name: Atlas
        options:
          swiftToolsVersion: "5.9"
          platforms: { iOS: "16.0", macOS: "13.0" }
        packages:
          Collections:
            url: https://github.com/apple/swift-collections.git
            from: "1.1.0"
        moduleTemplates:
          UIFeature:
            type: feature
            dependencies: [DesignSystem]
        modules:
          AtlasApp:
            type: app
            dependencies: [Search, Directions, SearchDeps]
          DesignSystem: { type: core }
          Utils: { type: core }
          Networking:
            type: core
            dependencies:
              - Utils
              - { package: Collections, product: OrderedCollections }
          Search:
            templates: [UIFeature]
            dependencies: [Networking, DirectionsInterface]
            interfaceDependencies: [CommonTypes]
            example: true
            resources: [Resources]
            swiftSettings: { defines: [SEARCH], upcomingFeatures: [ExistentialAny] }
          Directions:
            templates: [UIFeature]
            tests: false
          CommonTypes: { type: interface }
          SearchDeps:
            type: deps
            serves: [Search, Directions]
            dependencies: [{ module: Networking }]
        """

    @Test func expandsFeaturesAndAddsImplicitEdges() throws {
        let graph = try #require(try SpecSnippet.graph(yaml))
        #expect(graph.name == "Atlas")
        #expect(graph.modules.map(\.name) == [
            "AtlasApp", "CommonTypes", "DesignSystem", "Directions", "DirectionsInterface", "Networking", "Search",
            "SearchDeps", "SearchInterface", "Utils",
        ])
        let search = try #require(graph["Search"])
        #expect(search.kind == .feature)
        #expect(search.dependencies == [
            .module("DesignSystem"), .module("DirectionsInterface"), .module("Networking"), .module("SearchInterface"),
        ])
        #expect(search.example)
        #expect(search.resources == ["Resources"])
        #expect(search.swiftSettings == [.define("SEARCH"), .enableUpcomingFeature("ExistentialAny")])
        #expect(search.location.line == 24 && search.location.column == 3)
        #expect(graph["Directions"]?.hasTests == false)
        #expect(graph["Directions"]?.example == false)
    }

    @Test func generatedInterfacesComeFromTheirFeature() throws {
        let graph = try #require(try SpecSnippet.graph(yaml))
        let interface = try #require(graph["SearchInterface"])
        #expect(interface.kind == .interface)
        #expect(interface.origin == .interface(ofFeature: "Search"))
        #expect(interface.location == graph["Search"]?.location)
        #expect(interface.dependencies == [.module("CommonTypes")])
        #expect(interface.hasTests == false)
        #expect(graph["CommonTypes"]?.origin == .declared)
        #expect(graph["CommonTypes"]?.hasTests == true)
    }

    @Test func depsDependOnTheInterfacesTheyServe() throws {
        let graph = try #require(try SpecSnippet.graph(yaml))
        #expect(graph["SearchDeps"]?.serves == ["Directions", "Search"])
        #expect(graph["SearchDeps"]?.dependencies == [
            .module("DirectionsInterface"), .module("Networking"), .module("SearchInterface"),
        ])
        #expect(graph.depsServing("Search").map(\.name) == ["SearchDeps"])
        #expect(graph["Networking"]?.dependencies == [.module("Utils"), .product(name: "OrderedCollections", package: "Collections")])
        #expect(graph.packages["Collections"]?.identity == "swift-collections")
    }

    /// Which deps modules serve each feature is gathered the first time one is asked for (a
    /// millisecond of the 7 MB bench spec's load, which `validate` never asks), once for the
    /// graph and its copies, and answered alike from any thread.
    @Test func theDepsServingEachFeatureAreGatheredWhenFirstAsked() async throws {
        let graph = try #require(try SpecSnippet.graph("""
            name: Served
            modules:
              Search: { type: feature }
              Maps: { type: feature }
              Lone: { type: feature }
              SearchDeps: { type: deps, serves: [Search, Maps] }
              AllDeps: { type: deps, serves: [Maps, Search] }
              MapsDeps: { type: deps, serves: [Maps] }
            """))
        #expect(!graph.servedByIsMade)
        let copy = graph
        let answers = await withTaskGroup(of: [String].self) { group in
            for _ in 0..<8 { group.addTask { copy.depsServing("Maps").map(\.name) } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(answers == Array(repeating: ["AllDeps", "MapsDeps", "SearchDeps"], count: 8))
        #expect(graph.servedByIsMade)
        #expect(graph.depsServing("Search").map(\.name) == ["AllDeps", "SearchDeps"])
        #expect(graph.depsServing("Lone").isEmpty)
        #expect(graph.depsServing("MapsDeps").isEmpty)
        let built = ModuleGraph(name: graph.name, specPath: graph.specPath, options: graph.options, packages: graph.packages, modules: graph.modules)
        #expect(!built.servedByIsMade)
        #expect(built.depsServing("Maps").map(\.name) == ["AllDeps", "MapsDeps", "SearchDeps"])
    }
}
