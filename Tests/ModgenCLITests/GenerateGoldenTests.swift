import Foundation
import Testing

/// `modgen generate` writes exactly the golden tree (Tests/Fixtures/generate/<case>/expected).
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
        let result = try ProcessRunner.run(try BuiltProduct.url("modgen"), ["generate", "--spec", spec.path, "--output", output.path])
        #expect(result.status == 0, "\(result.stderr)")
        try TreeSnapshot.assert(output, matches: "generate/\(name)/expected")
    }
}
