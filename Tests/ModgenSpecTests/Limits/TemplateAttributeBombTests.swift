import Testing
@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph

/// Template attributes whose values spell other attributes: `a1` is `${a2}${a2}`, `a2` is
/// `${a3}${a3}`, ... (spelled `${X:-$}{a2}` so the environment pass leaves a `${a2}`).
/// Substituting them one after another doubled the text per attribute: 40 of them asked for
/// a 2^39-character string. Substitution is one pass now: a value is never scanned again.
@Suite struct TemplateAttributeBombTests {
    static func spec(levels: Int) -> String {
        let dollar = "${X:-$}"
        var attributes = (1..<levels).map { "a\($0): \"\(dollar){a\($0 + 1)}\(dollar){a\($0 + 1)}\"" }
        attributes.append("a\(levels): Core")
        return """
            name: Doubling
            moduleTemplates:
              T: { type: core }
            modules:
              Core: { type: core }
              M:
                templates: [T]
                templateAttributes: { \(attributes.joined(separator: ", ")) }
                dependencies: ["${a1}"]
            """
    }

    @Test func fortyAttributesThatSpellEachOtherAreOneError() {
        #expect(LimitLoad.lines(Self.spec(levels: 40)) == [
            "modules.yml:9:20: error: environment variable 'a2' is not set; set it or write '${a2:-default}'",
        ])
    }

    @Test func aSubstitutedValueIsNotScannedAgain() {
        // a1 becomes `${a2}${a2}` in the dependency and stays so: a2 is not substituted into it.
        #expect(LimitLoad.lines(Self.spec(levels: 2)) == [
            "modules.yml:9:20: error: environment variable 'a2' is not set; set it or write '${a2:-default}'",
        ])
    }

    @Test func attributesAndNameStillSubstitute() {
        let text = Self.spec(levels: 1).replacingOccurrences(of: "a1: Core", with: "a1: Co, b: re")
            .replacingOccurrences(of: "\"${a1}\"", with: "\"${a1}${b}\", \"${name}X\"")
            .replacingOccurrences(of: "Core: { type: core }", with: "Core: { type: core }\n  MX: { type: core }")
        let result = LimitLoad.result(text)
        #expect(result.diagnostics.map(\.description) == [])
        #expect(result.graph?["M"]?.dependencies.count == 2)
    }
}
