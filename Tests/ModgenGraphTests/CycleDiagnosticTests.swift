import Testing
@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph
import ModgenTestSupport

/// Cycles: spelled `A -> B -> C -> A`, once each, at the entry that closes them.
@Suite struct CycleDiagnosticTests {
    @Test func threeModuleCycleOnceAtTheClosingEntry() throws {
        let lines = try SpecSnippet.diagnostics("""
            name: Atlas
            modules:
              A: { type: core, dependencies: [B] }
              B: { type: core, dependencies: [C] }
              C: { type: core, dependencies: [A] }
            """)
        #expect(lines == ["modules.yml:5:35: error: dependency cycle: A -> B -> C -> A"])
    }

    @Test func eachCycleOfATangleIsReported() throws {
        let lines = try SpecSnippet.diagnostics("""
            name: Atlas
            modules:
              A: { type: core, dependencies: [B] }
              B: { type: core, dependencies: [A, C] }
              C: { type: core, dependencies: [B] }
            """)
        #expect(lines == [
            "modules.yml:4:35: error: dependency cycle: A -> B -> A",
            "modules.yml:5:35: error: dependency cycle: B -> C -> B",
        ])
    }

    /// In the packages layout a test target lives in its module's package, so a test
    /// dependency closing a loop makes two packages depend on each other (SwiftPM refuses it).
    @Test func aTestDependencyClosesAPackageCycle() throws {
        let lines = try SpecSnippet.diagnostics("""
            name: Atlas
            modules:
              Mocks: { type: core, dependencies: [Net] }
              Net: { type: core, testDependencies: [Mocks] }
            """)
        #expect(lines == [
            "modules.yml:4:41: error: dependency cycle: Mocks -> Net -> Mocks (a test dependency counts: each module is a package holding its tests, and SwiftPM refuses packages that depend on each other)",
        ])
    }

    /// In the single layout it is one package: a test target may use a module that uses the
    /// module under test.
    @Test func aTestDependencyIsNoCycleInTheSingleLayout() throws {
        let lines = try SpecSnippet.diagnostics("""
            name: Atlas
            options: { layout: single }
            modules:
              Mocks: { type: core, dependencies: [Net] }
              Net: { type: core, testDependencies: [Mocks, Net] }
            """)
        #expect(lines == [])
    }

    @Test func cycleThroughAGeneratedInterface() throws {
        let lines = try SpecSnippet.diagnostics("""
            name: Atlas
            modules:
              Search: { type: feature, interfaceDependencies: [Shared] }
              Shared: { type: interface, dependencies: [SearchInterface] }
            """)
        #expect(lines == ["modules.yml:4:45: error: dependency cycle: SearchInterface -> Shared -> SearchInterface"])
    }

    @Test func longChainIsCheckedWithoutRecursion() throws {
        let count = 20_000
        var yaml = "name: Chain\nmodules:\n"
        for index in 0..<count {
            yaml += "  M\(index): { type: core, dependencies: [M\((index + 1) % count)] }\n"
        }
        let lines = try SpecSnippet.diagnostics(yaml)
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("modules.yml:20002:") == true)
        #expect(lines.first?.hasSuffix("M19999 -> M0") == true)
    }
}
