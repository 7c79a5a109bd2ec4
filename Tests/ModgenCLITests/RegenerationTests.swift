import Foundation
import Testing

/// The "edit the spec, regenerate" loop: nothing touched when nothing changed, stubs and
/// hand-edited manifests never overwritten.
@Suite struct RegenerationTests {
    private let manifest = "Packages/Features/Search/Package.swift"
    private let stub = "Packages/Features/Search/Sources/Search/SearchFacade.swift"

    private func modificationDates(in root: URL) throws -> [String: Date] {
        var dates: [String: Date] = [:]
        for path in try TreeSnapshot.files(in: root) {
            let attributes = try FileManager.default.attributesOfItem(atPath: root.appendingPathComponent(path).path)
            dates[path] = attributes[.modificationDate] as? Date
        }
        return dates
    }

    private func regenerate(_ output: URL, _ extra: [String] = []) throws -> ProcessResult {
        let spec = Snapshot.examples.appendingPathComponent("Maps/modules.yml")
        return try Modgen.run(["generate", "--spec", spec.path, "--output", output.path] + extra)
    }

    @Test func secondRunTouchesNoFile() throws {
        let output = try Modgen.generateExample("Maps")
        let before = try modificationDates(in: output)
        Thread.sleep(forTimeInterval: 0.05)
        let again = try regenerate(output)
        #expect(again.status == 0)
        #expect(again.stdout.hasPrefix("created 0, updated 0, unchanged 56, orphaned 0 in "))
        #expect(try modificationDates(in: output) == before)
    }

    @Test func anEditedStubSurvives() throws {
        let output = try Modgen.generateExample("Maps")
        let url = output.appendingPathComponent(stub)
        let edited = try String(contentsOf: url, encoding: .utf8) + "\n// my code\n"
        try edited.write(to: url, atomically: true, encoding: .utf8)
        #expect(try regenerate(output).status == 0)
        #expect(try String(contentsOf: url, encoding: .utf8) == edited)
    }

    @Test func aHandEditedManifestIsRefusedUnlessForced() throws {
        let output = try Modgen.generateExample("Maps")
        let url = output.appendingPathComponent(manifest)
        let original = try String(contentsOf: url, encoding: .utf8)
        let edited = original + "// tweak\n"
        try edited.write(to: url, atomically: true, encoding: .utf8)
        let refused = try regenerate(output)
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("\(manifest): error: edited since modgen wrote it"))
        #expect(try String(contentsOf: url, encoding: .utf8) == edited)
        let forced = try regenerate(output, ["--force"])
        #expect(forced.status == 0)
        #expect(try String(contentsOf: url, encoding: .utf8) == original)
    }

    @Test func checkListsDriftAndExitsOne() throws {
        let output = try Modgen.generateExample("Maps")
        #expect(try regenerate(output, ["--check"]).status == 0)
        try FileManager.default.removeItem(at: output.appendingPathComponent(manifest))
        let check = try regenerate(output, ["--check"])
        #expect(check.status == 1)
        #expect(check.stdout.hasPrefix("create \(manifest)\n"))
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent(manifest).path))
    }
}
