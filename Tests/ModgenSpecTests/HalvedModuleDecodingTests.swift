import Testing
@testable import ModgenDiagnostics
@testable import ModgenSpec
import ModgenTestSupport

/// `modules:` of `Spec.halvedFrom` entries or more: the second half is decoded on another
/// thread and kept only when it is what decoding it in turn gives. Modules come out in the
/// order written, templates used only there count as used, and its diagnostics (logged with
/// templates' state, like a cycle first met there) are those of a one-thread decode.
@Suite struct HalvedModuleDecodingTests {
    /// `count` core modules `M0000`..., one per line from line `firstLine` (after `head`).
    private func spec(head: String = "", count: Int, extra: (Int) -> String = { _ in "" }) -> String {
        var text = "name: Atlas\n\(head)modules:\n"
        for index in 0..<count {
            text += "  M\(String(format: "%04d", index)): { type: core\(extra(index)) }\n"
        }
        return text
    }

    private func modules(_ yaml: String) -> (names: [String], log: DiagnosticLog) {
        let log = DiagnosticLog()
        let spec = SpecLoader(environment: [:]).load(SpecSource(path: "modules.yml", text: yaml), log: log)
        return (spec?.modules.map(\.name) ?? [], log)
    }

    @Test func aLongListKeepsItsOrderAndEveryModule() {
        let count = Spec.halvedFrom * 2 + 3
        let (names, log) = modules(spec(count: count))
        #expect(log.items.isEmpty)
        #expect(names == (0..<count).map { "M" + String(format: "%04d", $0) })
    }

    @Test func templatesUsedOnlyInTheSecondHalfAreUsedAndApplied() throws {
        let head = "moduleTemplates:\n  Late: { tests: false, swiftSettings: { defines: [\"${name}_LATE\"] } }\n  Never: { tests: false }\n"
        let count = Spec.halvedFrom + 100
        let yaml = spec(head: head, count: count) { $0 >= count - 10 ? ", templates: [Late]" : "" }
        #expect(try SpecSnippet.diagnostics(yaml) == ["modules.yml:4:3: warning: module template 'Never' is never used"])
        let graph = try #require(try SpecSnippet.graph(yaml))
        let last = "M" + String(format: "%04d", count - 1)
        #expect(graph[last]?.hasTests == false)
        #expect(graph[last]?.swiftSettings == [.define("\(last)_LATE")])
        #expect(graph["M0000"]?.hasTests == true)
    }

    @Test func aTemplateCycleFirstMetInTheSecondHalfIsReportedAsOneThreadReportsIt() throws {
        let head = "moduleTemplates:\n  A: { templates: [B], type: core }\n  B: { templates: [A] }\n"
        let count = Spec.halvedFrom + 200
        // B is asked for first (in the second half), then A: the cycle is met from B.
        let yaml = spec(head: head, count: count) { index in
            index == count - 50 ? ", templates: [B]" : index == count - 20 ? ", templates: [A]" : ""
        }
        let small = "name: Atlas\n\(head)modules:\n  X: { type: core, templates: [B] }\n  Y: { type: core, templates: [A] }\n"
        let expected = try SpecSnippet.diagnostics(small)
        #expect(expected.count == 1)
        #expect(try SpecSnippet.diagnostics(yaml) == expected)
    }

    @Test func aMistakeInTheSecondHalfIsReportedAtItsLineOnce() throws {
        let count = Spec.halvedFrom + 40
        let wrong = count - 7
        let yaml = spec(count: count) { $0 == wrong ? ", dependancies: []" : "" }
        // Line 3 holds M0000.
        let line = 3 + wrong
        let lines = try SpecSnippet.diagnostics(yaml)
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("modules.yml:\(line):") == true, "\(lines)")
        #expect(lines.first?.contains("unknown key 'dependancies'") == true, "\(lines)")
    }
}
