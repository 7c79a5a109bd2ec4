import Testing
@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph
import ModgenTestSupport

/// `options.appsDir`, `bundleIdPrefix` and `developmentTeam`: read, and refused when wrong.
@Suite struct AppShellOptionsTests {
    private func options(_ body: String) throws -> [String] {
        try SpecSnippet.diagnostics("name: Atlas\noptions:\n\(body)\nmodules:\n  Utils: { type: core }\n")
    }

    @Test func defaultsAndValues() throws {
        let defaults = try #require(try SpecSnippet.graph("name: Atlas\nmodules:\n  Utils: { type: core }\n"))
        #expect(defaults.options.appsDir == "Apps")
        #expect(defaults.options.bundleIdPrefix == "com.example")
        #expect(defaults.options.developmentTeam == nil)
        let set = try #require(try SpecSnippet.graph(
            "name: Atlas\noptions: { appsDir: Shells, bundleIdPrefix: io.acme-corp, developmentTeam: ABCDE12345 }\nmodules:\n  Utils: { type: core }\n"))
        #expect(set.options.appsDir == "Shells")
        #expect(set.options.bundleIdPrefix == "io.acme-corp")
        #expect(set.options.developmentTeam == "ABCDE12345")
    }

    @Test func wrongValuesArePositionedErrors() throws {
        #expect(try options("  appsDir: ../Apps") == [
            "modules.yml:3:12: error: 'appsDir' must be a relative folder inside the output, found '../Apps'",
        ])
        #expect(try options("  bundleIdPrefix: com..example") == [
            "modules.yml:3:19: error: 'bundleIdPrefix' must be a reverse-DNS prefix of letters, digits, '-' and '.' (like \"com.example\"), found 'com..example'",
        ])
        #expect(try options("  developmentTeam: \"AB CD\"") == [
            "modules.yml:3:20: error: 'developmentTeam' must be a team id of letters and digits (like \"ABCDE12345\"), found 'AB CD'",
        ])
    }
}
