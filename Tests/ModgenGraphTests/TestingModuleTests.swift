import Testing
@testable import ModgenGraph
import ModgenTestSupport

/// `testing: true`: `XTesting` joins the graph beside X's interface, X's tests use it, and
/// only tests, examples and other testing modules may.
@Suite struct TestingModuleTests {
    @Test func featureBringsItsMocks() throws {
        let graph = try #require(try SpecSnippet.graph("""
            name: Atlas
            modules:
              Search: { type: feature, testing: true }
              Models: { type: interface, testing: true }
            """))
        let mocks = try #require(graph["SearchTesting"])
        #expect(mocks.kind == .interface)
        #expect(mocks.origin == .testing(of: "Search", kind: .feature))
        #expect(mocks.moduleDependencies == ["SearchInterface"])
        #expect(!mocks.hasTests)
        #expect(graph["Search"]?.target.testDependencies == [.module("SearchTesting")])
        #expect(graph["ModelsTesting"]?.moduleDependencies == ["Models"])
        // In the packages layout an interface's tests would make its package and its mocks'
        // package depend on each other: they do not get it.
        #expect(graph["Models"]?.target.testDependencies == [])
    }

    @Test func clashWithADeclaredModule() throws {
        #expect(try SpecSnippet.diagnostics("""
            name: Atlas
            modules:
              Search: { type: feature, testing: true }
              SearchTesting: { type: core }
            """) == [
            "modules.yml:4:3: error: module 'SearchTesting' clashes with the testing module feature 'Search' brings (testing: true); rename one of them",
        ])
    }

    @Test func clashIgnoringCase() throws {
        #expect(try SpecSnippet.diagnostics("""
            name: Atlas
            modules:
              Search: { type: feature, testing: true }
              Searchtesting: { type: core }
            """) == [
            "modules.yml:4:3: error: modules 'SearchTesting' and 'Searchtesting' differ only in case: their package folders would clash",
        ])
    }

    @Test func productionModulesMayNotUseMocks() throws {
        #expect(try SpecSnippet.diagnostics("""
            name: Atlas
            modules:
              Search: { type: feature, testing: true }
              Profile: { type: feature, dependencies: [SearchTesting], testDependencies: [SearchTesting] }
            """) == [
            "modules.yml:4:44: error: feature module 'Profile' cannot depend on 'SearchTesting', the mocks of 'Search': only tests and examples may; use testDependencies",
        ])
    }

    @Test func onlyFeaturesAndInterfaces() throws {
        #expect(try SpecSnippet.diagnostics("""
            name: Atlas
            modules:
              Utils: { type: core, testing: true }
            """) == [
            "modules.yml:3:24: error: 'testing' applies to feature and interface modules only; 'Utils' is a core module",
        ])
    }
}
