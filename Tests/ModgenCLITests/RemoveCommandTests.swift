import Foundation
import Testing

/// `modgen remove` on Maps: refused, with every place listed and nothing changed, while the
/// module is used; forced, it leaves the other modules' lists and the spec loads; its sources
/// stay unless --delete-sources.
@Suite struct RemoveCommandTests {
    private func maps() throws -> (root: URL, spec: String) {
        let root = try Scratch.folder("remove")
        let spec = root.appendingPathComponent("modules.yml")
        try FileManager.default.copyItem(at: Snapshot.examples.appendingPathComponent("Maps/modules.yml"), to: spec)
        let generated = try Modgen.run(["generate", "--spec", spec.path])
        #expect(generated.status == 0, "\(generated.stderr)")
        return (root, spec.path)
    }

    private func exists(_ root: URL, _ path: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
    }

    @Test func aCoreModuleStillImportedIsRefusedWithItsImporters() throws {
        let (root, spec) = try maps()
        let before = try String(contentsOfFile: spec, encoding: .utf8)
        let result = try Modgen.run(["remove", "Utils", "--spec", spec])
        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        let base = root.path
        #expect(lines.contains("\(spec):45:33: error: 'Utils' is named here"), "\(result.stderr)")
        #expect(lines.contains("\(base)/Packages/Deps/CommonDeps/Sources/CommonDeps/CommonDeps.swift:3:8: error: 'Utils' is imported here"), "\(result.stderr)")
        #expect(lines.contains("\(base)/Packages/Features/Search/Sources/Search/SearchFacade.swift:4:8: error: 'Utils' is imported here"), "\(result.stderr)")
        #expect(result.stderr.contains("'Utils' is still used (6 places above)"), "\(result.stderr)")
        #expect(try String(contentsOfFile: spec, encoding: .utf8) == before)
        #expect(exists(root, "Packages/Core/Utils/Package.swift"))
    }

    @Test func forcedTheListsLoseItAndSourcesStay() throws {
        let (root, spec) = try maps()
        let result = try Modgen.run(["remove", "Suggest", "--spec", spec, "--force"])
        #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
        let text = try String(contentsOfFile: spec, encoding: .utf8)
        #expect(text.contains("dependencies: [Search, Directions, SearchDeps, DirectionsDeps, CommonDeps]"))
        #expect(!text.contains("\n  Suggest:\n"))
        #expect(!text.contains("SuggestInterface"))
        #expect(result.stderr.contains("warning: 'Suggest' is imported here"), "\(result.stderr)")
        #expect(!exists(root, "Packages/Features/Suggest/Package.swift"), "its manifest is pruned")
        #expect(exists(root, "Packages/Features/Suggest/Sources/Suggest/SuggestFacade.swift"), "its sources stay")
        #expect(result.stdout.contains("kept Packages/Features/Suggest"), "\(result.stdout)")
        let validate = try Modgen.run(["validate", "--spec", spec])
        #expect(validate.status == 0, "\(validate.stderr)")
    }

    @Test func unusedWithDeleteSourcesLeavesNothing() throws {
        let (root, spec) = try maps()
        let removed = try Modgen.run(["remove", "Suggest", "--spec", spec, "--force", "--delete-sources"])
        #expect(removed.status == 0, "\(removed.stderr)")
        #expect(!exists(root, "Packages/Features/Suggest"))
        #expect(!exists(root, "Packages/Features/SuggestInterface"))
        let unknown = try Modgen.run(["remove", "Sugest", "--spec", spec])
        #expect(unknown.status != 0)
        #expect(unknown.stderr.contains("no module 'Sugest' in the spec"), "\(unknown.stderr)")
    }
}
