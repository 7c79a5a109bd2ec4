import Foundation
import Testing

/// `modgen add`: scaffold into an existing spec; the diff is only the added lines, a
/// rejected add leaves the spec byte-identical.
@Suite struct AddCommandTests {
    private let spec = """
    # Atlas: edited by people
    name: Atlas
    modules:
      AtlasApp:
        type: app
        dependencies: [Search]   # wired by hand
      Search:
        type: feature
        dependencies: [Networking]
      Networking:
        type: core

    # end of spec

    """

    private func project() throws -> URL {
        let folder = try Scratch.folder("add")
        try spec.write(to: folder.appendingPathComponent("modules.yml"), atomically: true, encoding: .utf8)
        return folder
    }

    private func add(_ arguments: [String], in folder: URL) throws -> ProcessResult {
        try Modgen.run(["add"] + arguments + ["--spec", folder.appendingPathComponent("modules.yml").path])
    }

    private func specText(_ folder: URL) throws -> String {
        try String(contentsOf: folder.appendingPathComponent("modules.yml"), encoding: .utf8)
    }

    @Test func addInsertsOnlyTheNewLinesAndGenerates() throws {
        let folder = try project()
        let result = try add(["feature", "Profile", "--depends-on", "Networking,SearchInterface", "--example"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let expected = spec.replacingOccurrences(of: "    type: core\n\n", with: """
            type: core
          Profile:
            type: feature
            dependencies: [Networking, SearchInterface]
            example: true


        """)
        #expect(try specText(folder) == expected)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Packages/Features/Profile/Sources/ProfileExample/main.swift").path))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Packages/Features/ProfileInterface/Package.swift").path))
    }

    /// A tool, and a module in another module's package.
    @Test func addsAnExecutableAndAGuestOfAPackage() throws {
        let folder = try project()
        let tool = try add(["executable", "Seeder", "--depends-on", "Networking"], in: folder)
        #expect(tool.status == 0, "\(tool.stderr)")
        let guest = try add(["core", "Cache", "--package", "Networking"], in: folder)
        #expect(guest.status == 0, "\(guest.stderr)")
        let text = try specText(folder)
        #expect(text.contains("  Seeder:\n    type: executable\n    dependencies: [Networking]\n"), "\(text)")
        #expect(text.contains("  Cache:\n    type: core\n    package: Networking\n"), "\(text)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Packages/Tools/Seeder/Sources/Seeder/main.swift").path))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Packages/Core/Networking/Sources/Cache/CacheInfo.swift").path))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Packages/Core/Cache").path))
    }

    @Test(arguments: [
        (["feature", "Profile", "--depends-on", "Search"], "error: feature module 'Profile' cannot depend on feature module 'Search': depend on 'SearchInterface' instead"),
        (["core", "Search"], "error: duplicate key 'Search'"),
        (["core", "Cache", "--depends-on", "Netwrking"], "error: unknown module 'Netwrking'; did you mean 'Networking'?"),
        (["core", "Cache", "--depends-on", "Search"], "error: core module 'Cache' cannot depend on feature module 'Search'"),
    ])
    func rejectedAddLeavesTheSpecByteIdentical(arguments: [String], message: String) throws {
        let folder = try project()
        let result = try add(arguments + ["--no-generate"], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr.contains("modules.yml:"), "positioned: \(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(try specText(folder) == spec)
        // `.modgen/` holds the lock `add` took, as `generate` does; it is not output.
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0 != ".modgen" }
        #expect(leftovers == ["modules.yml"], "no scratch file, nothing generated")
    }
}
