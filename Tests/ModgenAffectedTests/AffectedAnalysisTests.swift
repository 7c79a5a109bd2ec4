import ModgenAffected
import ModgenGraph
import ModgenTestSupport
import Testing

/// Changed paths and two versions of a spec -> the affected modules, in memory.
@Suite struct AffectedAnalysisTests {
    static let shop = """
        name: Shop
        modules:
          ShopApp: { type: app, dependencies: [Catalog, Cart, CatalogDeps] }
          Catalog: { type: feature, example: true, dependencies: [Networking, CartInterface] }
          Cart: { type: feature, dependencies: [Storage] }
          CatalogDeps: { type: deps, serves: [Catalog], dependencies: [Networking] }
          Networking: { type: core, dependencies: [Logging] }
          Storage: { type: core }
          Logging: { type: core }
        """

    private func graph(_ yaml: String = shop) throws -> ModuleGraph {
        try #require(try SpecSnippet.graph(yaml))
    }

    private func names(_ report: AffectedReport) -> [String] { report.modules.map(\.name) }

    @Test func aCoreFileAffectsExactlyItsReverseClosure() throws {
        let analysis = AffectedAnalysis(graph: try graph())
        let report = analysis.report(changedPaths: ["Packages/Core/Logging/Sources/Logging/Logging.swift"], spec: .unchanged)
        #expect(names(report) == ["Catalog", "CatalogDeps", "Logging", "Networking", "ShopApp"])
        let logging = try #require(report.modules.first { $0.name == "Logging" })
        #expect(logging.reason == .file("Packages/Core/Logging/Sources/Logging/Logging.swift"))
        #expect(report.modules.first { $0.name == "Networking" }?.reason == .dependsOn("Logging"))
    }

    @Test func theTwoLanesFindWhatOneFinds() throws {
        let graph = try graph()
        let paths = ["Packages/Core/Logging/Sources/Logging/Logging.swift", "Packages/Features/Cart/Package.swift", "README.md"]
        let oneLane = AffectedAnalysis(graph: graph, parallelModules: .max).report(changedPaths: paths, spec: .unchanged)
        let twoLanes = AffectedAnalysis(graph: graph, parallelModules: 0).report(changedPaths: paths, spec: .unchanged)
        #expect(names(twoLanes) == ["Cart", "Catalog", "CatalogDeps", "Logging", "Networking", "ShopApp"])
        #expect(twoLanes.modules == oneLane.modules)
        #expect(twoLanes.unowned == ["README.md"])
        #expect(twoLanes.json == oneLane.json)
    }

    @Test func aLeafCoreAffectsOnlyItsDependents() throws {
        let report = AffectedAnalysis(graph: try graph()).report(changedPaths: ["Packages/Core/Storage/Package.swift"], spec: .unchanged)
        #expect(names(report) == ["Cart", "ShopApp", "Storage"])
    }

    @Test func aFileUnderNoModuleAffectsNothing() throws {
        let report = AffectedAnalysis(graph: try graph()).report(changedPaths: ["README.md", "Docs/CI.md", "Packages/README.md"], spec: .unchanged)
        #expect(report.modules.isEmpty)
        #expect(report.unowned == ["Docs/CI.md", "Packages/README.md", "README.md"])
        #expect(report.json == "[]")
    }

    @Test func theGeneratedInterfacesFolderAffectsTheInterface() throws {
        let report = AffectedAnalysis(graph: try graph()).report(
            changedPaths: ["Packages/Features/CartInterface/Sources/CartInterface/Cart.swift"], spec: .unchanged)
        #expect(names(report) == ["Cart", "CartInterface", "Catalog", "ShopApp"])
    }

    @Test func anAppShellAffectsItsModule() throws {
        let analysis = AffectedAnalysis(graph: try graph())
        #expect(names(analysis.report(changedPaths: ["Apps/ShopApp/ShopApp.xcodeproj/project.pbxproj"], spec: .unchanged)) == ["ShopApp"])
        #expect(names(analysis.report(changedPaths: ["Apps/CatalogExample/CatalogExample/CatalogExampleApp.swift"], spec: .unchanged))
            == ["Catalog", "ShopApp"])
    }

    @Test func theDepsServingAFeatureAffectItsExamplesPackage() throws {
        let report = AffectedAnalysis(graph: try graph()).report(changedPaths: ["Packages/Deps/CatalogDeps/Sources/CatalogDeps/A.swift"], spec: .unchanged)
        #expect(names(report) == ["Catalog", "CatalogDeps", "ShopApp"])
    }

    @Test func aSpecEditAffectsExactlyTheChangedEntriesClosure() throws {
        let base = try graph()
        let edited = Self.shop.replacingOccurrences(of: "Storage: { type: core }", with: "Storage: { type: core, dependencies: [Logging] }")
        let report = AffectedAnalysis(graph: try graph(edited)).report(changedPaths: [], spec: .compared(base: base))
        #expect(names(report) == ["Cart", "ShopApp", "Storage"])
        #expect(report.modules.first { $0.name == "Storage" }?.reason == .spec("its entry in the spec changed"))
    }

    @Test func movingAnEntryIsNoChange() throws {
        let base = try graph()
        let moved = Self.shop.replacingOccurrences(of: "\n  Logging: { type: core }", with: "")
            .replacingOccurrences(of: "modules:\n", with: "modules:\n  Logging: { type: core }\n")
        #expect(moved != Self.shop)
        let report = AffectedAnalysis(graph: try graph(moved)).report(changedPaths: [], spec: .compared(base: base))
        #expect(report.modules.isEmpty)
    }

    @Test func anInterfaceDependencyEditAffectsTheInterface() throws {
        let base = try graph()
        let edited = Self.shop.replacingOccurrences(of: "Cart: { type: feature, dependencies: [Storage] }",
                                                    with: "Cart: { type: feature, dependencies: [Storage], interfaceDependencies: [Logging] }")
        let report = AffectedAnalysis(graph: try graph(edited)).report(changedPaths: [], spec: .compared(base: base))
        #expect(names(report) == ["Cart", "CartInterface", "Catalog", "ShopApp"])
    }

    @Test func aNewModuleAndChangedOptionsAreChanges() throws {
        let base = try graph()
        let added = Self.shop + "\n  Analytics: { type: core }\n"
        #expect(names(AffectedAnalysis(graph: try graph(added)).report(changedPaths: [], spec: .compared(base: base))) == ["Analytics"])
        let options = Self.shop.replacingOccurrences(of: "name: Shop\n", with: "name: Shop\noptions: { swiftToolsVersion: \"6.0\" }\n")
        let everything = AffectedAnalysis(graph: try graph(options)).report(changedPaths: [], spec: .compared(base: base))
        #expect(everything.modules.count == base.modules.count)
    }

    @Test func everythingWhenTheBaseCannotBeCompared() throws {
        let graph = try graph()
        let report = AffectedAnalysis(graph: graph).report(changedPaths: [], spec: .everything("the spec did not exist at main"))
        #expect(names(report) == graph.modules.map(\.name))
        #expect(report.modules.allSatisfy { $0.reason == .everything("the spec did not exist at main") })
    }

    @Test func theJSONListsPackagesAndTestTargetsSorted() throws {
        let report = AffectedAnalysis(graph: try graph()).report(changedPaths: ["Packages/Features/Cart/Sources/Cart/Cart.swift"], spec: .unchanged)
        #expect(report.json == """
            [{"module":"Cart","kind":"feature","package":"Packages/Features/Cart","tests":["CartTests"]},\
            {"module":"ShopApp","kind":"app","package":"Packages/App/ShopApp","tests":["ShopAppTests"]}]
            """)
    }

    @Test func theSingleLayoutMapsTargetFoldersAndTheRootManifest() throws {
        let single = Self.shop.replacingOccurrences(of: "name: Shop\n", with: "name: Shop\noptions: { layout: single }\n")
        let analysis = AffectedAnalysis(graph: try graph(single))
        #expect(names(analysis.report(changedPaths: ["Tests/StorageTests/StorageTests.swift"], spec: .unchanged)) == ["Cart", "ShopApp", "Storage"])
        #expect(names(analysis.report(changedPaths: ["Sources/CatalogExampleKit/Root.swift"], spec: .unchanged)) == ["Catalog", "ShopApp"])
        let root = analysis.report(changedPaths: ["Package.swift"], spec: .unchanged)
        #expect(root.modules.count == analysis.graph.modules.count)
        #expect(root.modules.allSatisfy { $0.package == "." })
    }

    /// The folder table is built for the paths asked about: a binary's artifact, a local
    /// package and package folders sharing their kind's folder, asked together and apart.
    @Test func artifactsLocalPackagesAndNeighbourPackagesAskedTogether() throws {
        let spec = """
            name: Shop
            packages:
              Stamp: { path: Tools/Stamp }
            modules:
              ShopApp: { type: app, dependencies: [Cart, Logo] }
              Cart: { type: feature, dependencies: [Storage], plugins: [{ package: Stamp, product: StampPlugin }] }
              Storage: { type: core }
              Logging: { type: core }
              Logo: { type: binary, path: Vendor/Logo.xcframework }
            """
        let analysis = AffectedAnalysis(graph: try graph(spec))
        let artifact = "Vendor/Logo.xcframework/Info.plist"
        #expect(names(analysis.report(changedPaths: [artifact], spec: .unchanged)) == ["Logo", "ShopApp"])
        #expect(names(analysis.report(changedPaths: ["Tools/Stamp/Package.swift"], spec: .unchanged)) == ["Cart", "ShopApp"])
        let logging = "Packages/Core/Logging/Sources/Logging/Log.swift", storage = "Packages/Core/Storage/Package.swift"
        #expect(names(analysis.report(changedPaths: [logging], spec: .unchanged)) == ["Logging"])
        let together = analysis.report(changedPaths: [storage, logging, "Packages/Core/Gone/Package.swift", artifact], spec: .unchanged)
        #expect(names(together) == ["Cart", "Logging", "Logo", "ShopApp", "Storage"])
        #expect(together.unowned == ["Packages/Core/Gone/Package.swift"])
        #expect(together.modules.first { $0.name == "Storage" }?.reason == .file(storage))
    }
}
