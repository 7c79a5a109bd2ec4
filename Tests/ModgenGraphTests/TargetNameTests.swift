import Testing
import ModgenTestSupport

/// Every target name in the graph is unique ignoring case, and no module is named a keyword.
@Suite struct TargetNameTests {
    @Test func moduleNamedLikeAFeaturesTests() throws {
        #expect(try SpecSnippet.diagnostics("""
            name: Atlas
            modules:
              Search: { type: feature }
              SearchTests: { type: core }
            """) == [
            "modules.yml:4:3: error: module 'SearchTests' clashes with 'SearchTests', the test target of 'Search' (target names must be unique, ignoring case); rename one of them",
        ])
    }

    @Test func exampleClashIgnoresCase() throws {
        #expect(try SpecSnippet.diagnostics("""
            name: Atlas
            modules:
              Search: { type: feature, example: true }
              searchexample: { type: core }
            """) == [
            "modules.yml:4:3: error: module 'searchexample' clashes with 'SearchExample', the example app of 'Search' (target names must be unique, ignoring case); rename one of them",
        ])
    }

    @Test func withoutTestsThereIsNoClash() throws {
        #expect(try SpecSnippet.diagnostics("""
            name: Atlas
            modules:
              Search: { type: feature, tests: false }
              SearchTests: { type: core }
            """) == [])
    }

    @Test func keywordIsNoModuleName() throws {
        #expect(try SpecSnippet.diagnostics("""
            name: Atlas
            modules:
              class: { type: core }
            """) == [
            "modules.yml:3:3: error: module name 'class' is a Swift keyword: 'import class' would not compile; rename it",
        ])
    }
}
