import Foundation
import Testing

/// `modgen init`: the bootstrap job.
@Suite(.serialized) struct InitCommandTests {
    @Test func initWritesAStarterThatBuildsAndRunsItsApp() throws {
        let folder = try Scratch.folder("init")
        let result = try Modgen.run(["init", "Atlas", "--output", folder.path])
        #expect(result.status == 0, "\(result.stderr)")
        let spec = try String(contentsOf: folder.appendingPathComponent("modules.yml"), encoding: .utf8)
        #expect(spec.hasPrefix("# modules.yml — the spec modgen generates this repository from."))
        #expect(try Modgen.run(["validate", "--spec", folder.appendingPathComponent("modules.yml").path]).stdout.hasSuffix("valid: 6 modules, 2 generated interfaces\n"))
        let app = folder.appendingPathComponent("Packages/App/AtlasApp")
        let build = try Modgen.swift("build", package: app)
        #expect(build.status == 0, "\(build.stdout)\n\(build.stderr)")
    }

    @Test func initNeverOverwritesASpec() throws {
        let folder = try Scratch.folder("init-twice")
        let spec = folder.appendingPathComponent("modules.yml")
        try "name: Mine\n".write(to: spec, atomically: true, encoding: .utf8)
        let result = try Modgen.run(["init", "Atlas", "--output", folder.path])
        #expect(result.status == 1)
        #expect(result.stderr.hasSuffix("modules.yml: error: a spec is already there; init never overwrites it (edit it and run modgen generate)\n"))
        #expect(try String(contentsOf: spec, encoding: .utf8) == "name: Mine\n")
    }

    @Test func initRefusesANameThatIsNotAnIdentifier() throws {
        let folder = try Scratch.folder("init-bad")
        let result = try Modgen.run(["init", "My App", "--output", folder.path])
        #expect(result.status != 0)
        #expect(result.stderr.contains("'My App' is not a valid Swift identifier"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("modules.yml").path))
    }
}
