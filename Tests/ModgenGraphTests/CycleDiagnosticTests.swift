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
