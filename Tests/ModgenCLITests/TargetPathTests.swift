import Foundation
import Testing

/// A module's `path:` reaches the disk: its stubs sit in that folder, the one the manifest
/// names, so the package builds and its tests pass. A module with `sources:` gets no stub in
/// its own target (its files are the person's) and builds from what it lists, `exclude:`
/// keeping a note out. Serialized: one build at a time.
@Suite(.serialized) struct TargetPathTests {
    static let spec = """
        name: Paths
        modules:
          Search:
            type: core
            path: Code/Search
            dependencies: [Legacy]
          Legacy:
            type: core
            path: Old
            sources: [Legacy.swift]
            exclude: [Notes.md]
            tests: false

        """

    private func generate() throws -> URL {
        let folder = try Scratch.folder("target-path")
        try Data(Self.spec.utf8).write(to: folder.appendingPathComponent("modules.yml"))
        let result = try Modgen.run(["generate", "--spec", folder.appendingPathComponent("modules.yml").path])
        #expect(result.status == 0, "\(result.stderr)")
        return folder
    }

    private func exists(_ folder: URL, _ path: String) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path)
    }

    @Test func stubsSitUnderThePathAndThePackageBuildsAndTests() throws {
        let folder = try generate()
        #expect(exists(folder, "Packages/Core/Search/Code/Search/SearchInfo.swift"))
        #expect(!exists(folder, "Packages/Core/Search/Sources"))
        #expect(exists(folder, "Packages/Core/Search/Tests/SearchTests/SearchInfoTests.swift"))
        let readme = try String(contentsOf: folder.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("| Search | core | `Packages/Core/Search` | Legacy |"))

        #expect(!exists(folder, "Packages/Core/Legacy/Old"), "a module with sources: gets no stub in its own target")
        let legacy = folder.appendingPathComponent("Packages/Core/Legacy/Old")
        try FileManager.default.createDirectory(at: legacy, withIntermediateDirectories: true)
        try Data("public let legacyGreeting = \"hello\"\n".utf8).write(to: legacy.appendingPathComponent("Legacy.swift"))
        try Data("# not a source\n".utf8).write(to: legacy.appendingPathComponent("Notes.md"))
        try Data("this file is not listed in sources, so it is never compiled\n".utf8).write(to: legacy.appendingPathComponent("Draft.swift"))

        try expectSuccess(Modgen.swift("build", package: folder.appendingPathComponent("Packages/Core/Legacy")), "build Legacy")
        let test = try Modgen.swift("test", package: folder.appendingPathComponent("Packages/Core/Search"))
        try expectSuccess(test, "test Search")
        #expect(test.stdout.contains("SearchInfoTests.testDescribesItself' passed"), "\(test.stdout)")

        let again = try Modgen.run(["generate", "--spec", folder.appendingPathComponent("modules.yml").path])
        #expect(again.status == 0 && again.stdout.contains("orphaned 0"), "\(again.stdout)\(again.stderr)")
    }
}
