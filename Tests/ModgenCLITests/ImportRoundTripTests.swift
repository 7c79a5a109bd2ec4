import Foundation
import ModgenImport
import Testing

/// `modgen import` then `modgen generate`: SwiftPM reads every generated manifest as it read
/// the original, target by target (`TargetMeaning`: type, dependencies by module, product and
/// package with its requirement, products, platforms, files, resources, settings). Each
/// repository prints `N of M targets equal` and the reason for every other one; the counts
/// may only grow.
@Suite struct ImportRoundTripTests {
    static let floors: [(repository: String, equal: Int)] = [("protonvpn-ios-mac-app", 47), ("isowords", 124)]

    @Test(arguments: floors.map(\.repository)) func realWorldRepository(repository: String) throws {
        let original = RealWorld.folder.appendingPathComponent(repository)
        #expect(FileManager.default.fileExists(atPath: original.path), "missing \(original.path): the round trip needs ../shared (or MODGEN_SHARED)")
        let output = try Scratch.folder("import-\(repository)")
        let spec = output.appendingPathComponent("modules.yml")
        let imported = try Modgen.run(["import", original.path, "--output", spec.path])
        #expect(imported.status == 0, "import: \(imported.stderr)")
        let generated = try Modgen.run(["generate", "--spec", spec.path])
        #expect(generated.status == 0, "generate: \(generated.stderr)")
        #expect(!FileManager.default.fileExists(atPath: original.appendingPathComponent("modules.yml").path), "import wrote into the repository")
        let result = RealWorld.compare(original: RealWorld.dumpAll(original), generated: RealWorld.dumpAll(output))
        print("\(repository): \(result.equal) of \(result.total) targets equal")
        for line in result.differences { print("  \(line)") }
        let floor = Self.floors.first { $0.repository == repository }?.equal ?? 0
        #expect(result.equal >= floor, "\(repository): \(result.equal) of \(result.total) targets equal, expected at least \(floor)")
    }

    /// Maps generated, its spec deleted, imported from the manifests alone, generated again:
    /// every manifest is the same bytes.
    @Test func mapsImportsToTheSameManifests() throws {
        let output = try Scratch.folder("import-maps")
        try FileManager.default.copyItem(
            at: Snapshot.examples.appendingPathComponent("Maps/modules.yml"), to: output.appendingPathComponent("modules.yml"))
        let first = try Modgen.run(["generate", "--spec", output.appendingPathComponent("modules.yml").path])
        #expect(first.status == 0, "generate: \(first.stderr)")
        let manifests = ManifestFinder.manifests(under: output)
        #expect(manifests.count >= 10, "\(manifests)")
        let before = try manifests.map { try Data(contentsOf: output.appendingPathComponent($0)) }
        try FileManager.default.removeItem(at: output.appendingPathComponent("modules.yml"))
        let imported = try Modgen.run(["import", output.path])
        #expect(imported.status == 0, "import: \(imported.stderr)")
        let spec = try String(contentsOf: output.appendingPathComponent("modules.yml"), encoding: .utf8)
        let generated = try Modgen.run(["generate", "--spec", output.appendingPathComponent("modules.yml").path])
        #expect(generated.status == 0, "generate: \(generated.stderr)\n\(spec)")
        #expect(ManifestFinder.manifests(under: output) == manifests)
        for (path, bytes) in zip(manifests, before) {
            let after = try Data(contentsOf: output.appendingPathComponent(path))
            #expect(after == bytes, "\(path) changed:\n\(String(decoding: after, as: UTF8.self))\nimported spec:\n\(spec)")
        }
    }
}
