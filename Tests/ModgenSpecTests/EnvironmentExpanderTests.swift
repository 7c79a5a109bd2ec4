import Testing
@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph
import ModgenTestSupport

/// `${VAR}` and `${VAR:-default}` in every string of the spec.
@Suite struct EnvironmentExpanderTests {
    private let yaml = """
        name: "${PROJECT}"
        packages:
          Log: { url: "${GIT_HOST:-https://github.com}/apple/swift-log.git", from: "${LOG_VERSION}" }
        modules:
          Utils:
            type: core
            dependencies: [{ package: Log }]
        """

    @Test func expandsFromTheEnvironmentWithDefaults() throws {
        let graph = try SpecSnippet.graph(yaml, environment: ["PROJECT": "Atlas", "LOG_VERSION": "1.5.0"])
        #expect(graph?.name == "Atlas")
        #expect(graph?.packages["Log"]?.location == .url("https://github.com/apple/swift-log.git"))
        #expect(graph?.packages["Log"]?.requirement == .from("1.5.0"))
    }

    @Test func unsetVariableIsAnErrorAtItsString() throws {
        #expect(try SpecSnippet.diagnostics(yaml, environment: ["PROJECT": "Atlas"]) == [
            "modules.yml:3:76: error: environment variable 'LOG_VERSION' is not set; set it or write '${LOG_VERSION:-default}'",
        ])
    }

    @Test func malformedReferences() throws {
        let lines = try SpecSnippet.diagnostics("name: \"${PROJECT\"\nmodules:\n  Utils: { type: core, templateSet: \"${1X}\" }\n")
        #expect(lines == [
            "modules.yml:1:7: error: unterminated '${' in '${PROJECT': write '${NAME}'",
            "modules.yml:3:37: error: '${1X}' in '${1X}' is not a valid environment variable name",
        ])
    }

    /// A spec with no `$` byte is not looked at string by string (`DollarSighting`), but a
    /// `$` written as a double-quoted escape still starts a reference, and an included file
    /// with a `$` is seen before its strings are read.
    @Test func aDollarWrittenAsAnEscapeIsExpandedToo() throws {
        let escaped = "name: \"\\x24{PROJECT}\"\nmodules:\n  Utils: { type: core }\n"
        #expect(!escaped.contains("$"))
        #expect(try SpecSnippet.graph(escaped, environment: ["PROJECT": "Atlas"])?.name == "Atlas")
        #expect(try SpecSnippet.graph("name: Plain\nmodules:\n  Utils: { type: core }\n")?.name == "Plain")
    }

    @Test func textWithoutReferencesIsUntouched() {
        let log = DiagnosticLog()
        let expander = EnvironmentExpander(environment: ["A": "1"])
        let mark = YAMLTreeMark.at(1, 1)
        #expect(expander.expand("$A and {A} and $ {A}", at: mark, log: log) == "$A and {A} and $ {A}")
        #expect(expander.expand("${A}${A:-2}${B:-}x", at: mark, log: log) == "11x")
        #expect(log.items.isEmpty)
    }
}
