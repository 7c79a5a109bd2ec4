import Testing
@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph

/// "Billion laughs": nine levels of ten aliases each would copy 10^9 nodes. The loader stops
/// at the alias that crosses `YAMLLimits.maxAliasExpansion` with one positioned error.
@Suite struct AliasBombTests {
    private var bomb: String {
        var lines = ["name: Laughs", "lol0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
        for level in 1...9 {
            let aliases = Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ", ")
            lines.append("lol\(level): &l\(level) [\(aliases)]")
        }
        lines.append("modules: { App: { type: app } }")
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func billionLaughsIsOneClearError() {
        #expect(LimitLoad.lines(bomb) == [
            "modules.yml:7:47: error: aliases expand to more than 1000000 nodes (an alias bomb?)",
        ])
    }

    @Test func theSameAliasesUnderTheLimitLoad() {
        // Three levels (1,111 nodes) are fine: aliases themselves are not refused.
        let text = """
            name: Laughs
            moduleTemplates:
              Base: &base { type: core, dependencies: &deps [Log] }
            modules:
              Log: { type: core }
              A: *base
              B: { type: core, dependencies: *deps }
              D: { templates: [Base] }
              C: { <<: *base, tests: false }
            """
        let result = LimitLoad.result(text)
        #expect(result.diagnostics.map(\.description) == [])
        #expect(result.graph?["C"]?.kind == .core)
    }
}
