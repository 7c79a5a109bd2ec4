import Testing
import YAMLTree
@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph
@testable import ModgenReporting
@testable import ModgenPlanning
@testable import ModgenWriting

/// `options.layout: single`: one root Package.swift, targets depending on each other by name,
/// the same stubs under `Sources/` and `Tests/`.
@Suite struct SingleLayoutPlanningTests {
    static func single(_ graph: ModuleGraph = PlanningFixtures.atlas()) -> ModuleGraph {
        var options = graph.options
        options.layout = .single
        return ModuleGraph(name: graph.name, specPath: graph.specPath, options: options, packages: graph.packages, modules: graph.modules)
    }

    @Test func oneRootManifestWithEveryTargetByName() throws {
        let plan = try PlanningFixtures.plan(Self.single())
        #expect(plan.files.filter { $0.path.hasSuffix("Package.swift") }.map(\.path) == ["Package.swift"])
        let manifest = try #require(plan["Package.swift"])
        #expect(manifest.ownership == .generated)
        let text = Self.unindented(manifest.contents)
        #expect(text.contains(Self.unindented("""
            .executableTarget(
                name: "SearchExample",
                dependencies: [
                    "SearchExampleKit",
                ]
            ),
            .target(
                name: "SearchExampleKit",
                dependencies: [
                    "Search",
                    "SearchDeps",
                ]
            ),
        """)))
        #expect(text.contains(Self.unindented("""
            .target(
                name: "Networking",
                dependencies: [
                    "Storage",
                    .product(name: "Collections", package: "swift-collections"),
                ]
            ),
        """)))
        #expect(text.contains(Self.unindented("""
            dependencies: [
                .package(url: "https://github.com/apple/swift-collections.git", from: "1.1.0"),
            ],
        """)))
        #expect(!manifest.contents.contains(".package(path:"))
        #expect(manifest.contents.contains("    name: \"Atlas\",\n"))
    }

    /// The text with every line's indentation dropped: what is said, not how deep.
    static func unindented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.drop { $0 == " " } }.joined(separator: "\n")
    }

    @Test func singleManifestHoldsEveryModulesTargetsAndProducts() {
        let graph = Self.single()
        let log = DiagnosticLog()
        let manifest = ManifestBuilder(graph: graph, layout: PackageLayout(options: graph.options), specReference: graph.specPath, log: log).singleManifest()
        #expect(log.items.isEmpty)
        #expect(manifest.targets.map(\.name).sorted() == [
            "AtlasApp", "AtlasAppKit", "AtlasAppTests", "Directions", "DirectionsExample", "DirectionsExampleKit", "DirectionsInterface",
            "DirectionsInterfaceTests", "DirectionsTests", "Networking", "NetworkingTests", "Search", "SearchDeps", "SearchDepsTests",
            "SearchExample", "SearchExampleKit", "SearchInterface", "SearchInterfaceTests", "SearchTests", "Storage", "StorageTests",
        ])
        #expect(manifest.products.filter { $0.kind == .executable }.map(\.name).sorted() == ["AtlasApp", "DirectionsExample", "SearchExample"])
        #expect(manifest.targets.first { $0.name == "AtlasAppTests" }?.dependencies == [.byName("AtlasAppKit")])
    }

    @Test func stubsAreTheSameUnderTheRootSourcesAndTests() throws {
        let packages = try PlanningFixtures.plan(PlanningFixtures.atlas())
        let single = try PlanningFixtures.plan(Self.single())
        let stubs = single.files.filter { $0.ownership == .stub }
        #expect(stubs.map(\.path).contains("Sources/Search/SearchFacade.swift"))
        #expect(stubs.map(\.path).contains("Tests/SearchTests/SearchFacadeTests.swift"))
        #expect(stubs.map(\.path).contains("Sources/SearchExample/main.swift"))
        let packageStubs = packages.files.filter { $0.ownership == .stub }
        #expect(stubs.map(\.contents).sorted() == packageStubs.map(\.contents).sorted())
        #expect(stubs.count == packageStubs.count)
    }

    @Test func clashingTargetNamesAreErrors() throws {
        let modules = [
            ResolvedModule(name: "Search", kind: .core, location: PlanningFixtures.mark(2)),
            ResolvedModule(name: "SearchTests", kind: .core, location: PlanningFixtures.mark(4), hasTests: false),
        ]
        let graph = Self.single(ModuleGraph(name: "X", specPath: "modules.yml", options: ProjectOptions(), packages: [:], modules: modules))
        let error = try #require(throws: DiagnosticError.self) { try PlanningFixtures.plan(graph) }
        #expect(error.diagnostics.map(\.description) == [
            "modules.yml:4:5: error: target 'SearchTests' of module 'SearchTests' clashes with a target of module 'Search'; in the single layout every target name must be unique",
        ])
    }

    @Test func templatesSeeTheModulesFolderInEitherLayout() throws {
        let layout = PackageLayout(options: Self.single().options)
        let search = try #require(PlanningFixtures.atlas()["Search"])
        #expect(layout.modulePath(of: search).description == "Sources/Search")
        #expect(layout.directory(of: search).description == ".")
        #expect(PackageLayout(options: ProjectOptions()).modulePath(of: search).description == "Packages/Features/Search")
    }

    @Test func graphShowsThePlannersPathsAndDumpTheLayout() throws {
        let picture = DependencyPictureBuilder(graph: Self.single()).build()
        #expect(picture.nodes.first { $0.name == "Search" }?.path == "Sources/Search")
        #expect(picture.nodes.first { $0.name == "SearchExample" }?.path == "Sources/Search")
        let packages = DependencyPictureBuilder(graph: PlanningFixtures.atlas()).build()
        #expect(packages.nodes.first { $0.name == "Storage" }?.path == "Packages/Core/Storage")
        #expect(ResolvedSpecDump.value(of: Self.single()).json.contains("\"layout\": \"single\""))
    }
}
