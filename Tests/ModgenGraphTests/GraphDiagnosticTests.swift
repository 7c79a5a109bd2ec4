import Testing
@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph
import ModgenTestSupport

/// Snippets whose problems are in the graph: names, kinds, rules, identities.
@Suite struct GraphDiagnosticTests {
    private func modules(_ body: String, head: String = "") throws -> [String] {
        try SpecSnippet.diagnostics("name: Atlas\n\(head)modules:\n\(body)\n")
    }

    private func check(_ lines: [String], _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(lines == expected, sourceLocation: sourceLocation)
    }

    @Test func unknownModuleWithSuggestion() throws {
        try check(modules("""
              Networking: { type: core }
              Search: { type: feature, dependencies: [Netwrking] }
            """), ["modules.yml:4:43: error: unknown module 'Netwrking'; did you mean 'Networking'?"])
    }

    @Test func generatedInterfaceIsSuggested() throws {
        try check(modules("""
              Search: { type: feature }
              App: { type: app, dependencies: [{ module: SerchInterface }] }
            """), ["modules.yml:4:36: error: unknown module 'SerchInterface'; did you mean 'SearchInterface'?"])
    }

    @Test func packageWrittenAsAModule() throws {
        try check(modules("  Utils: { type: core, dependencies: [Log] }", head: "packages:\n  Log: { path: Log }\n"), [
            "modules.yml:3:3: warning: package 'Log' is never used",
            "modules.yml:5:39: error: 'Log' is a package, not a module: write { package: Log }",
        ])
    }

    @Test func unknownPackageWithSuggestion() throws {
        try check(modules("  Utils: { type: core, dependencies: [{ package: Lgo }] }", head: "packages:\n  Log: { path: Log }\n"), [
            "modules.yml:3:3: warning: package 'Log' is never used",
            "modules.yml:5:39: error: unknown package 'Lgo'; did you mean 'Log'?",
        ])
    }

    /// A package that only tests use is used; one that is not there is said where the test
    /// dependency names it, in `testDependencies:` and in a test target's `dependencies:` alike.
    @Test func packagesOfTestDependencies() throws {
        try check(modules("""
              Utils: { type: core, testDependencies: [{ package: Log }, { package: Lgo }], testTargets: { UtilsSnapshotTests: { dependencies: [{ package: Lgo }] } } }
            """, head: "packages:\n  Log: { path: Log }\n"), [
            "modules.yml:5:61: error: unknown package 'Lgo'; did you mean 'Log'?",
            "modules.yml:5:132: error: unknown package 'Lgo'; did you mean 'Log'?",
        ])
    }

    @Test func selfDependency() throws {
        try check(modules("  Utils: { type: core, dependencies: [Utils] }"), [
            "modules.yml:3:39: error: 'Utils' depends on itself",
        ])
    }

    @Test func featureOnFeatureSaysUseItsInterface() throws {
        try check(modules("""
              Search: { type: feature, dependencies: [Directions] }
              Directions: { type: feature }
            """), [
            "modules.yml:3:43: error: feature module 'Search' cannot depend on feature module 'Directions': depend on 'DirectionsInterface' instead",
        ])
    }

    @Test func coreOnFeatureListsWhatIsAllowed() throws {
        try check(modules("""
              Search: { type: feature }
              Utils: { type: core, dependencies: [SearchInterface] }
            """), [
            "modules.yml:4:39: error: core module 'Utils' cannot depend on interface module 'SearchInterface' (a core module may depend on: core)",
        ])
    }

    @Test func interfaceDependenciesFollowInterfaceRules() throws {
        try check(modules("""
              Search: { type: feature, interfaceDependencies: [Tools] }
              Tools: { type: deps }
            """), [
            "modules.yml:3:52: error: interface module 'SearchInterface' cannot depend on deps module 'Tools' (an interface module may depend on: interface, core)",
        ])
    }

    @Test func servesUnknownFeature() throws {
        try check(modules("""
              Search: { type: feature }
              SearchDeps: { type: deps, serves: [Serch] }
            """), ["modules.yml:4:38: error: 'SearchDeps' serves unknown feature 'Serch'; did you mean 'Search'?"])
    }

    @Test func servesMustNameAFeature() throws {
        try check(modules("""
              Utils: { type: core }
              UtilsDeps: { type: deps, serves: [Utils] }
            """), ["modules.yml:4:37: error: 'UtilsDeps' serves 'Utils', which is a core module: 'serves' names features"])
    }

    @Test func declaredModuleClashesWithGeneratedInterface() throws {
        try check(modules("""
              Search: { type: feature }
              SearchInterface: { type: interface }
            """), ["modules.yml:4:3: error: module 'SearchInterface' clashes with the interface feature 'Search' brings; rename one of them"])
    }

    @Test func declaredModuleClashesWithExample() throws {
        try check(modules("""
              Search: { type: feature, example: true }
              SearchExample: { type: core }
            """), ["modules.yml:4:3: error: module 'SearchExample' clashes with 'SearchExample', the example app of 'Search' (target names must be unique, ignoring case); rename one of them"])
    }

    @Test func modulesDifferingOnlyInCase() throws {
        try check(modules("""
              Utils: { type: core }
              utils: { type: core }
            """), ["modules.yml:4:3: error: modules 'Utils' and 'utils' differ only in case: their package folders would clash"])
    }

    @Test func moduleWithAPackagesIdentity() throws {
        let head = "packages:\n  Collections: { url: https://github.com/apple/swift-collections.git, from: 1.1.0 }\n"
        #expect(try modules("  Swift_Collections: { type: core }\n  App: { type: app, dependencies: [{ package: Collections }] }", head: head).isEmpty)
        try check(modules("  Collections: { type: core, dependencies: [{ package: Collections }] }", head: "packages:\n  Collections: { path: Vendor/collections }\n"), [
            "modules.yml:5:3: error: module 'Collections' has the SwiftPM identity 'collections' of package 'Collections'; rename the module",
        ])
    }

    @Test func packagesWithTheSameIdentity() throws {
        let head = "packages:\n  A: { url: https://x.org/kit.git, from: 1.0.0 }\n  B: { path: ../Kit }\n"
        try check(modules("  Utils: { type: core, dependencies: [{ package: A }, { package: B }] }", head: head), [
            "modules.yml:4:3: error: packages 'A' and 'B' have the same SwiftPM identity 'kit'",
        ])
    }
}
