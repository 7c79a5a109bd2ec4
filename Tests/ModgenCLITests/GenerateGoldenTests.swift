import Foundation
import ModgenPipeline
import Testing

/// The pipeline, run in-process as `modgen generate` runs it, writes exactly the golden tree
/// (Tests/Fixtures/generate/<case>/expected); a difference is shown as a unified diff.
@Suite struct GenerateGoldenTests {
    /// The spec of each case: the examples themselves, and fixtures for what examples do not show.
    static let cases: [(name: String, spec: URL)] = [
        ("Maps", Snapshot.examples.appendingPathComponent("Maps/modules.yml")),
        ("MicroFeatures", Snapshot.examples.appendingPathComponent("MicroFeatures/modules.yml")),
        ("requirements", Snapshot.fixtures.appendingPathComponent("generate/requirements/modules.yml")),
    ]

    @Test(arguments: cases.map(\.name))
    func generatedTreeMatchesGolden(name: String) throws {
        let spec = try #require(Self.cases.first { $0.name == name }?.spec)
        let output = try Scratch.folder("golden-\(name)")
        let pipeline = GeneratorPipeline(context: RunContext(specPath: spec.path, output: output.path, environment: [:], version: "golden"))
        let loaded = pipeline.loadGraph()
        let graph = try #require(loaded.graph, "\(loaded.diagnostics)")
        let report = try pipeline.generate(graph).report
        #expect(report.succeeded)
        try TreeSnapshot.assert(output, matches: "generate/\(name)/expected")
    }
}
