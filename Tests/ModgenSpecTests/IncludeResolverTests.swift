import Testing
@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph
import ModgenTestSupport

/// `include:`: relative to the including file, deep merge, the including file wins.
@Suite struct IncludeResolverTests {
    @Test func includedFilesMergeAndTheIncludingFileWins() throws {
        let snippet = try SpecSnippet(files: [
            "spec/modules.yml": """
                name: Atlas
                include:
                  - parts/core.yml
                  - { path: parts/extra.yml, enable: "${WITH_EXTRA:-false}" }
                options:
                  platforms: { iOS: "17.0" }
                modules:
                  Utils:
                    dependencies: [Log]
                  Search: { type: feature, dependencies: [Utils] }
                """,
            "spec/parts/core.yml": """
                name: Ignored
                include: [more/log.yml]
                options:
                  platforms: { iOS: "15.0", macOS: "13.0" }
                modules:
                  Utils: { type: core, dependencies: [Strings] }
                  Strings: { type: core }
                """,
            "spec/parts/more/log.yml": "modules:\n  Log: { type: core }\n",
            "spec/parts/extra.yml": "modules:\n  Extra: { type: core }\n",
        ])
        defer { snippet.remove() }
        let result = snippet.load("spec/modules.yml")
        let graph = try #require(result.graph)
        #expect(graph.name == "Atlas")
        #expect(graph.options.platforms == [.init(name: "iOS", version: "17.0"), .init(name: "macOS", version: "13.0")])
        #expect(graph["Utils"]?.dependencies == [.module("Log"), .module("Strings")])
        #expect(graph["Log"]?.location.file.hasSuffix("spec/parts/more/log.yml") == true)
        #expect(graph["Extra"] == nil)
        let enabled = snippet.load("spec/modules.yml", environment: ["WITH_EXTRA": "true"])
        #expect(enabled.graph?["Extra"]?.kind == .core)
    }

    @Test func missingIncludeIsAnErrorAtTheEntry() throws {
        let lines = try SpecSnippet.diagnostics("name: Atlas\ninclude:\n  - nowhere.yml\nmodules:\n  Utils: { type: core }\n")
        #expect(lines == ["modules.yml:3:5: error: included file 'nowhere.yml' not found"])
    }

    @Test func includeCycleIsAnErrorAtTheEntryThatClosesIt() throws {
        let snippet = try SpecSnippet(files: [
            "modules.yml": "name: Atlas\ninclude: [a.yml]\nmodules:\n  Utils: { type: core }\n",
            "a.yml": "include: [b.yml]\n",
            "b.yml": "modules: {}\ninclude:\n  - a.yml\n",
        ])
        defer { snippet.remove() }
        let lines = snippet.lines(snippet.load())
        #expect(lines == ["b.yml:3:5: error: include cycle: modules.yml -> a.yml -> b.yml -> a.yml"])
    }

    @Test func enableMustBeABoolean() throws {
        let lines = try SpecSnippet.diagnostics(
            "name: Atlas\ninclude:\n  - { path: x.yml, enable: on }\nmodules:\n  Utils: { type: core }\n")
        #expect(lines == ["modules.yml:3:28: error: 'enable' is 'on': write true or false"])
    }
}
