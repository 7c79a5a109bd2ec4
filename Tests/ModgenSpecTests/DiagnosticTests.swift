import Testing
import YAMLTree
@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph

@Suite struct DiagnosticTests {
    @Test func printsLikeACompiler() {
        let diagnostic = Diagnostic.error("unknown key 'nmae'", at: Mark(file: "modules.yml", line: 3, column: 5))
        #expect(diagnostic.description == "modules.yml:3:5: error: unknown key 'nmae'")
    }

    @Test func sortsByFileThenPosition() {
        let error = DiagnosticError([
            .error("b", at: Mark(file: "b.yml", line: 1, column: 1)),
            .warning("a2", at: Mark(file: "a.yml", line: 2, column: 1)),
            .error("a1", at: Mark(file: "a.yml", line: 1, column: 9)),
        ])
        #expect(error.diagnostics.map(\.message) == ["a1", "a2", "b"])
    }
}
