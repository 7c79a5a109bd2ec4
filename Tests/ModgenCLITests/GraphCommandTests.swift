import Foundation
import Testing

/// `modgen graph` on the Maps example, against golden files; DOT is also read by Graphviz.
@Suite struct GraphCommandTests {
    private func graph(_ arguments: [String]) throws -> ProcessResult {
        let spec = Snapshot.examples.appendingPathComponent("Maps/modules.yml").path
        return try ProcessRunner.run(try BuiltProduct.url("modgen"), ["graph", "--spec", spec] + arguments)
    }

    @Test(arguments: [("mermaid", "graph/Maps.mmd"), ("json", "graph/Maps.json"), ("dot", "graph/Maps.dot")])
    func formatsMatchTheirGoldenFiles(format: String, golden: String) throws {
        let result = try graph(["--format", format])
        #expect(result.status == 0, "\(result.stderr)")
        try Snapshot.assert(result.stdout, matches: golden)
    }

    @Test func graphvizReadsTheDOT() throws {
        let result = try graph(["--format", "dot"])
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("maps-\(UUID().uuidString).dot")
        try Data(result.stdout.utf8).write(to: file)
        let rendered = try ProcessRunner.runTool("dot", ["-Tsvg", file.path])
        #expect(rendered.status == 0, "dot failed (is graphviz installed? make test installs it): \(rendered.stderr)")
        #expect(rendered.stdout.contains("<svg"))
    }

    @Test func focusAndKindsNarrowThePicture() throws {
        let result = try graph(["--format", "mermaid", "--focus", "SuggestInterface", "--kinds", "feature,interface"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Suggest[\"Suggest\"]"))
        #expect(result.stdout.contains("Search --> SuggestInterface"))
        #expect(!result.stdout.contains("Directions[\"Directions\"]"))
    }

    @Test func unknownFocusIsAnErrorWithASuggestion() throws {
        let result = try graph(["--focus", "Serch"])
        #expect(result.status == 1)
        #expect(result.stderr == "error: unknown module 'Serch' in --focus; did you mean 'Search'?\n")
    }
}
