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

    /// Before the fix init exited 0 with "refused 1" beside a README, and every later generate
    /// failed: now the spec says `readme: false`, init says so, and generate succeeds.
    @Test func initBesideAReadmeLeavesItToThePersonAndGenerateSucceeds() throws {
        let folder = try Scratch.folder("init-readme")
        let readme = folder.appendingPathComponent("README.md")
        try "# Mine\n".write(to: readme, atomically: true, encoding: .utf8)
        let result = try Modgen.run(["init", "Atlas", "--output", folder.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("README.md is already here, so the spec says 'readme: false': modgen leaves it to you\n"))
        #expect(!result.stdout.contains("refused"), "\(result.stdout)")
        let spec = try String(contentsOf: folder.appendingPathComponent("modules.yml"), encoding: .utf8)
        #expect(spec.contains("\n  readme: false "))
        let generate = try Modgen.run(["generate", "--spec", folder.appendingPathComponent("modules.yml").path])
        #expect(generate.status == 0, "\(generate.stderr)")
        #expect(try String(contentsOf: readme, encoding: .utf8) == "# Mine\n")
    }

    @Test func initWithoutAReadmeGeneratesOne() throws {
        let folder = try Scratch.folder("init-no-readme")
        let result = try Modgen.run(["init", "Atlas", "--output", folder.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.contains("readme: false"))
        let spec = try String(contentsOf: folder.appendingPathComponent("modules.yml"), encoding: .utf8)
        #expect(!spec.contains("readme:"))
        #expect(try String(contentsOf: folder.appendingPathComponent("README.md"), encoding: .utf8).hasPrefix("# Atlas\n"))
    }

    @Test func initWritesAGitignoreOnlyWhereThereIsNone() throws {
        let fresh = try Scratch.folder("init-ignore")
        let first = try Modgen.run(["init", "Atlas", "--output", fresh.path])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("wrote \(fresh.appendingPathComponent(".gitignore").path)\n"))
        let ignore = try String(contentsOf: fresh.appendingPathComponent(".gitignore"), encoding: .utf8)
        let rules = ignore.split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(rules == [".build/", ".swiftpm/", ".modgen/lock", ".modgen/inputs", ".modgen/stat", ".modgen/sources"])

        let mine = try Scratch.folder("init-own-ignore")
        try "*.xcuserstate\n".write(to: mine.appendingPathComponent(".gitignore"), atomically: true, encoding: .utf8)
        let second = try Modgen.run(["init", "Atlas", "--output", mine.path])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(!second.stdout.contains(".gitignore"))
        #expect(try String(contentsOf: mine.appendingPathComponent(".gitignore"), encoding: .utf8) == "*.xcuserstate\n")
    }
}
