import Testing
@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph

/// Module templates that each list the same two templates double at every level: 26 levels
/// (a 1.5 KB spec) would copy 2^26 dependency lists and fill the memory. The copying is
/// counted against `TemplateBudget` and stops with one positioned error.
@Suite struct TemplateBombTests {
    static func bomb(levels: Int) -> String {
        var lines = [
            "name: Doubling", "moduleTemplates:",
            "  A0: { type: core, dependencies: [Base] }", "  B0: { type: core, dependencies: [Base] }",
        ]
        for level in 1...levels {
            lines.append("  A\(level): { templates: [A\(level - 1), B\(level - 1)] }")
            lines.append("  B\(level): { templates: [A\(level - 1), B\(level - 1)] }")
        }
        lines += ["modules:", "  Base: { type: core }", "  Top: { templates: [A\(levels)] }", "  Other: { templates: [B\(levels)] }"]
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func doublingTemplatesAreOneClearError() {
        let lines = LimitLoad.lines(Self.bomb(levels: 26))
        #expect(lines == [
            "modules.yml:39:22: error: module templates expand to more than 4000000 nodes (templates that list the same templates at every level?)",
        ])
    }

    @Test func aFewLevelsOfTheSameShapeLoad() {
        let result = LimitLoad.result(Self.bomb(levels: 4))
        #expect(result.diagnostics.map(\.description) == [])
        // Sequences append: 2^4 copies of the same dependency, one edge in the graph.
        #expect(result.graph?["Top"]?.kind == .core)
    }
}
