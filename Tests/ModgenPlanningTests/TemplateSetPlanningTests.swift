import Testing
import YAMLTree
@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph
@testable import ModgenReporting
@testable import ModgenPlanning
@testable import ModgenWriting

/// The sets that come with modgen, planned on the brief's small app: what each writes, and
/// how an unknown set is reported.
@Suite struct TemplateSetPlanningTests {
    static func atlas(set: String, optionsSet: String = "default") -> ModuleGraph {
        let graph = PlanningFixtures.atlas()
        var options = graph.options
        options.templateSet = optionsSet
        return ModuleGraph(name: graph.name, specPath: graph.specPath, options: options, packages: graph.packages, modules: graph.modules.map { module in
            var module = module
            module.templateSet = set
            return module
        })
    }

    static func paths(_ plan: Plan, module: String) -> [String] {
        plan.files.filter { $0.module == module }.map(\.path)
    }

    @Test func mvvmFeatureHasTheSeedsScreenParts() throws {
        let plan = try PlanningFixtures.plan(Self.atlas(set: "mvvm"))
        let root = "Packages/Features/Search/"
        #expect(Self.paths(plan, module: "Search").filter { $0.hasPrefix(root) } == [
            "Package.swift", "Sources/Search/Assembly/SearchAssembly.swift", "Sources/Search/Model/SearchModel.swift",
            "Sources/Search/Navigation/SearchNavigation.swift", "Sources/Search/SearchFacade.swift",
            "Sources/Search/View/SearchView.swift", "Sources/Search/ViewModel/SearchViewModel.swift",
            "Sources/Search/Worker/SearchWorker.swift", "Sources/SearchExample/main.swift",
            "Sources/SearchExampleKit/CompositionRoot.swift", "Sources/SearchExampleKit/RootView.swift",
            "Tests/SearchTests/SearchViewModelTests.swift",
        ].map { root + $0 })
        let view = try #require(plan[root + "Sources/Search/View/SearchView.swift"]).contents
        #expect(view.hasPrefix("#if canImport(SwiftUI)\n") && view.hasSuffix("#endif\n"))
        let navigator = try #require(plan["Packages/App/AtlasApp/Sources/AtlasAppKit/AppNavigator.swift"]).contents
        #expect(navigator.hasPrefix("import Directions\nimport Search\n\n"))
        #expect(navigator.contains("extension AppNavigator: SearchNavigation {\n    func performRoute(_ route: SearchRoute) {"))
    }

    @Test func cleanFeatureHasDomainDataAndPresentation() throws {
        let plan = try PlanningFixtures.plan(Self.atlas(set: "clean"))
        let sources = Self.paths(plan, module: "Directions").filter { $0.contains("/Sources/Directions/") }
        #expect(sources.map { String($0.dropFirst("Packages/Features/Directions/Sources/Directions/".count)) } == [
            "Data/LiveDirectionsRepository.swift", "DirectionsFacade.swift", "Domain/DirectionsItem.swift",
            "Domain/DirectionsRepository.swift", "Domain/LoadDirectionsItemsUseCase.swift",
            "Presentation/DirectionsView.swift", "Presentation/DirectionsViewModel.swift",
        ])
        let interface = try #require(plan["Packages/Features/DirectionsInterface/Sources/DirectionsInterface/DirectionsInterface.swift"]).contents
        #expect(interface.contains("public protocol DirectionsRouting: AnyObject {\n    /// Show the detail of the Directions item `id`.\n    func openDirectionsDetail(id: String)"))
        let router = try #require(plan["Packages/App/AtlasApp/Sources/AtlasAppKit/AppRouter.swift"]).contents
        #expect(router.contains("extension AppRouter: DirectionsRouting {"))
    }

    @Test(arguments: ["default", "mvvm", "clean"])
    func everySetKeepsTheContractBetweenModules(set: String) throws {
        let plan = try PlanningFixtures.plan(Self.atlas(set: set))
        let sources = plan.files.filter { $0.path.contains("/Sources/") }.map(\.contents).joined()
        for declaration in [
            "public protocol SearchProviding: Sendable", "public protocol SearchDependencies: Sendable",
            "public struct SearchFacade: SearchProviding", "public init(dependencies: any SearchDependencies)",
            "public struct LiveSearchDependencies: SearchDependencies", "public struct StorageInfo",
        ] {
            #expect(sources.contains(declaration), "\(set) lacks \(declaration)")
        }
    }

    @Test(arguments: ["default", "mvvm", "clean"])
    func everyStubIsTidyAndEveryTestTargetAssertsOnce(set: String) throws {
        let plan = try PlanningFixtures.plan(Self.atlas(set: set))
        for file in plan.files where file.ownership == .stub && !file.contents.isEmpty {
            #expect(!file.contents.hasPrefix("\n"), "\(file.path)")
            #expect(file.contents.hasSuffix("}\n") || file.contents.hasSuffix(")\n") || file.contents.hasSuffix("#endif\n"), "\(file.path)")
            #expect(!file.contents.contains("\n\n\n") && !file.contents.contains(" \n"), "\(file.path)")
        }
        let tests = plan.files.filter { $0.path.contains("/Tests/") }
        #expect(tests.count == 8)
        for file in tests {
            #expect(file.contents.components(separatedBy: "    func test").count == 2, "\(file.path) should hold one test")
            #expect(file.contents.contains("XCTAssertEqual("), "\(file.path)")
        }
    }

    @Test func unknownModuleSetIsAnErrorAtTheModuleWithASuggestion() throws {
        let graph = Self.atlas(set: "mvm")
        let error = try #require(throws: DiagnosticError.self) { try PlanningFixtures.plan(graph) }
        #expect(error.diagnostics.map(\.description).map { $0.components(separatedBy: "; looked in").first ?? "" } == [
            "modules.yml:3:5: error: module 'AtlasApp': unknown template set 'mvm'; did you mean 'mvvm'? (available: clean, default, mvvm",
        ])
    }

    @Test func unknownOptionsSetSaysSo() throws {
        let graph = Self.atlas(set: "fancy", optionsSet: "fancy")
        let error = try #require(throws: DiagnosticError.self) { try PlanningFixtures.plan(graph) }
        #expect(error.diagnostics.first?.message.hasPrefix("module 'AtlasApp' (and options.templateSet): unknown template set 'fancy' (available: ") == true)
    }
}
