import Testing
import YAMLTree
@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph
@testable import ModgenReporting
@testable import ModgenPlanning
@testable import ModgenWriting

@Suite struct ManifestBuilderTests {
    static func manifest(_ name: String, in graph: ModuleGraph = PlanningFixtures.atlas()) -> (PackageManifest, [Diagnostic]) {
        let log = DiagnosticLog()
        let builder = ManifestBuilder(graph: graph, layout: PackageLayout(options: graph.options), specReference: graph.specPath, log: log)
        let module = graph[name] ?? ResolvedModule(name: name, kind: .core, location: PlanningFixtures.mark(1))
        let manifest = builder.manifest(for: module)
        return (manifest, log.items)
    }

    @Test func featureWithExampleHasLibraryTestsAndAnExampleWiredWithItsDeps() throws {
        let (manifest, diagnostics) = Self.manifest("Search")
        #expect(diagnostics.isEmpty)
        #expect(manifest.products == [
            ManifestProduct(.library, name: "Search", targets: ["Search"]),
            ManifestProduct(.library, name: "SearchExampleKit", targets: ["SearchExampleKit"]),
            ManifestProduct(.executable, name: "SearchExample", targets: ["SearchExample"]),
        ])
        #expect(manifest.targets.map(\.name) == ["Search", "SearchTests", "SearchExampleKit", "SearchExample"])
        #expect(manifest.targets.map(\.kind) == [.regular, .test, .regular, .executable])
        #expect(manifest.targets[2].dependencies == [.byName("Search"), .product(name: "SearchDeps", package: "SearchDeps")])
        #expect(manifest.targets[3].dependencies == [.byName("SearchExampleKit")])
        #expect(Set(manifest.dependencies) == [
            .path("../../Core/Networking"), .path("../SearchInterface"), .path("../../Deps/SearchDeps"),
            .url("https://github.com/apple/swift-collections.git", .from("1.1.0")),
        ])
    }

    @Test func productsNameTheirPackageByIdentityNotAlias() {
        let (manifest, _) = Self.manifest("Networking")
        #expect(manifest.targets[0].dependencies == [
            .product(name: "Storage", package: "Storage"),
            .product(name: "Collections", package: "swift-collections"),
        ])
    }

    /// The composition root is the `AtlasAppKit` library (what the Xcode shell links); the
    /// executable and the tests use it.
    @Test func appIsAKitLibraryAnExecutableAndTests() {
        let (manifest, _) = Self.manifest("AtlasApp")
        #expect(manifest.products == [
            ManifestProduct(.library, name: "AtlasAppKit", targets: ["AtlasAppKit"]),
            ManifestProduct(.executable, name: "AtlasApp", targets: ["AtlasApp"]),
        ])
        #expect(manifest.targets.map(\.name) == ["AtlasAppKit", "AtlasApp", "AtlasAppTests"])
        #expect(manifest.targets.map(\.kind) == [.regular, .executable, .test])
        #expect(manifest.targets[0].dependencies.count == 5)
        #expect(manifest.targets[1].dependencies == [.byName("AtlasAppKit")])
        #expect(manifest.targets[2].dependencies == [.byName("AtlasAppKit")])
        #expect(manifest.dependencies.count == 5)
    }

    @Test func everyRequirementFormIsRenderedExactly() {
        let forms: [(String, RemotePackage.Requirement, String)] = [
            ("From", .from("1.1.0"), #".package(url: "https://example.com/from", from: "1.1.0"),"#),
            ("Exact", .exact("2.0.1"), #".package(url: "https://example.com/exact", exact: "2.0.1"),"#),
            ("Range", .range("1.0.0", "3.0.0"), #".package(url: "https://example.com/range", "1.0.0"..<"3.0.0"),"#),
            ("Branch", .branch("develop"), #".package(url: "https://example.com/branch", branch: "develop"),"#),
            ("Revision", .revision("a1b2c3"), #".package(url: "https://example.com/revision", revision: "a1b2c3"),"#),
        ]
        var packages: [String: RemotePackage] = [:]
        for (alias, requirement, _) in forms {
            packages[alias] = RemotePackage(alias: alias, location: .url("https://example.com/\(alias.lowercased())"), requirement: requirement)
        }
        let core = ResolvedModule(name: "Kit", kind: .core, location: PlanningFixtures.mark(1), dependencies: forms.map { .product(name: $0.0, package: $0.0) })
        let graph = ModuleGraph(name: "X", specPath: "modules.yml", options: ProjectOptions(), packages: packages, modules: [core])
        let text = ManifestRenderer.render(Self.manifest("Kit", in: graph).0)
        for (alias, _, line) in forms {
            #expect(text.contains(line))
            #expect(text.contains(#".product(name: "\#(alias)", package: "\#(alias.lowercased())"),"#))
        }
    }

    @Test func settingsGoToEveryTargetResourcesToTheModuleOnly() {
        let module = ResolvedModule(
            name: "Search", kind: .feature, location: PlanningFixtures.mark(1), example: true,
            resources: ["Resources"], swiftSettings: [.define("BETA")], hasTests: true
        )
        let graph = ModuleGraph(name: "X", specPath: "modules.yml", options: ProjectOptions(), packages: [:], modules: [module])
        let (manifest, _) = Self.manifest("Search", in: graph)
        #expect(manifest.targets.map(\.swiftSettings) == [[.define("BETA")], [.define("BETA")], [.define("BETA")], [.define("BETA")]])
        #expect(manifest.targets.map(\.resources) == [[.process("Resources")], [], [], []])
    }

    @Test func withoutTestsThereIsNoTestTarget() {
        let module = ResolvedModule(name: "Storage", kind: .core, location: PlanningFixtures.mark(1), hasTests: false)
        let graph = ModuleGraph(name: "X", specPath: "modules.yml", options: ProjectOptions(), packages: [:], modules: [module])
        #expect(Self.manifest("Storage", in: graph).0.targets.map(\.name) == ["Storage"])
    }

    @Test func unknownModulesAndPackagesArePositionedErrors() {
        let module = ResolvedModule(name: "Kit", kind: .core, location: PlanningFixtures.mark(7), dependencies: [
            .module("Ghost"), .product(name: "Thing", package: "Nowhere"),
        ])
        let graph = ModuleGraph(name: "X", specPath: "modules.yml", options: ProjectOptions(), packages: [:], modules: [module])
        let (_, diagnostics) = Self.manifest("Kit", in: graph)
        #expect(diagnostics.map(\.description) == [
            "modules.yml:7:5: error: module 'Kit' depends on 'Ghost', which is not a module of the spec",
            "modules.yml:7:5: error: module 'Kit' uses product 'Thing' of 'Nowhere', which is not listed under packages:",
        ])
    }
}
