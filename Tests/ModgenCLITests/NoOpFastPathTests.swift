import Foundation
import ModgenDiagnostics
import ModgenSpec
import ModgenGraph
import ModgenReporting
import ModgenPlanning
import ModgenWriting
import ModgenScaffolding
import ModgenPipeline
import Testing

@testable import ModgenCLI

/// `generate` with nothing changed answers from `.modgen/inputs` without planning, touching no
/// file; any change to the inputs or to the tree sends it down the full path, which behaves
/// exactly as before. `GeneratorPipeline.Outcome.planned` says which path a run took.
@Suite struct NoOpFastPathTests {
    let manifest = "Packages/Features/Search/Package.swift"
    let stub = "Packages/Features/Search/Sources/Search/SearchFacade.swift"

    /// The Maps example, generated from a copy of its spec in a scratch folder.
    final class Project {
        let folder: URL
        var spec: String { folder.appendingPathComponent("modules.yml").path }
        var templates: String?

        init(templates: String? = nil) throws {
            folder = try Scratch.folder("fast-path")
            self.templates = templates
            let example = Snapshot.examples.appendingPathComponent("Maps/modules.yml")
            try FileManager.default.copyItem(at: example, to: folder.appendingPathComponent("modules.yml"))
        }

        deinit { try? FileManager.default.removeItem(at: folder) }

        func run(_ options: WriteOptions = WriteOptions(), version: String = ModgenVersion.current) throws -> GeneratorPipeline.Outcome {
            let pipeline = GeneratorPipeline(context: RunContext(specPath: spec, templates: templates, environment: [:], version: version))
            let graph = try #require(pipeline.loadGraph().graph)
            return try pipeline.generate(graph, options: options)
        }

        func url(_ relative: String) -> URL { folder.appendingPathComponent(relative) }

        /// Every file below the folder with its modification date.
        func dates() throws -> [String: Date] {
            var dates: [String: Date] = [:]
            for path in try TreeSnapshot.files(in: folder) {
                dates[path] = try FileManager.default.attributesOfItem(atPath: url(path).path)[.modificationDate] as? Date
            }
            return dates
        }
    }

    @Test func nothingChangedTakesTheFastPathAndTouchesNothing() throws {
        let project = try Project()
        #expect(try project.run().planned)
        let before = try project.dates()
        Thread.sleep(forTimeInterval: 0.05)
        let again = try project.run()
        #expect(!again.planned)
        #expect(again.report.summary == "created 0, updated 0, unchanged 56, orphaned 0")
        #expect(try project.dates() == before)
        let full = try project.run(WriteOptions(check: true), version: "0.0.0-other")
        #expect(full.planned)
        #expect(full.report == again.report, "the fast path reports what the full path finds")
    }

    @Test func aHandEditedManifestIsRefusedAsBefore() throws {
        let project = try Project()
        _ = try project.run()
        try Data("// tweak\n".utf8).write(to: project.url(manifest))
        let refused = try project.run()
        #expect(refused.planned)
        #expect(refused.report.refused == [manifest])
        let process = try Modgen.run(["generate", "--spec", project.spec])
        #expect(process.status == 1)
        #expect(process.stderr.contains("\(manifest): error: edited since modgen wrote it"))
    }

    @Test func aDeletedManifestIsRecreated() throws {
        let project = try Project()
        _ = try project.run()
        try FileManager.default.removeItem(at: project.url(manifest))
        let rerun = try project.run()
        #expect(rerun.planned)
        #expect(rerun.report.created == [manifest])
        #expect(FileManager.default.fileExists(atPath: project.url(manifest).path))
        #expect(try !project.run().planned)
    }

    /// Stubs are written once: neither path writes a deleted one again.
    @Test func aDeletedStubStaysDeletedOnBothPaths() throws {
        let project = try Project()
        _ = try project.run()
        try FileManager.default.removeItem(at: project.url(stub))
        let fast = try project.run()
        #expect(!fast.planned)
        #expect(fast.report.stubsDeleted == [stub])
        let full = try project.run(WriteOptions(check: true), version: "0.0.0-other")
        #expect(full.planned)
        #expect(full.report == fast.report, "the fast path reports what the full path finds")
        #expect(!FileManager.default.fileExists(atPath: project.url(stub).path))
        let restored = try project.run(WriteOptions(restoreStubs: true))
        #expect(restored.planned)
        #expect(restored.report.created == [stub] && restored.report.stubsRestored == [stub])
        #expect(FileManager.default.fileExists(atPath: project.url(stub).path))
    }

    @Test func anEditedStubIsKeptOnTheFastPath() throws {
        let project = try Project()
        _ = try project.run()
        try Data("// mine\n".utf8).write(to: project.url(stub))
        #expect(try !project.run().planned)
        #expect(try String(contentsOf: project.url(stub), encoding: .utf8) == "// mine\n")
    }

    @Test func aKilledRunsJournalTakesTheFullPath() throws {
        let project = try Project()
        _ = try project.run()
        try Data("modgen journal 1\n".utf8).write(to: project.url(".modgen/journal"))
        #expect(try project.run().planned)
        #expect(!FileManager.default.fileExists(atPath: project.url(".modgen/journal").path))
        #expect(try !project.run().planned)
    }

    @Test func aSpecEditATemplateEditOrAnotherVersionTakesTheFullPath() throws {
        let sets = try Scratch.folder("fast-path-sets")
        defer { try? FileManager.default.removeItem(at: sets) }
        let source = Snapshot.examples.deletingLastPathComponent().appendingPathComponent("Templates/default")
        try FileManager.default.copyItem(at: source, to: sets.appendingPathComponent("default"))
        let project = try Project(templates: sets.path)
        _ = try project.run()

        let partial = sets.appendingPathComponent("default/partials/info.stencil")
        try Data(("{# house style #}\n" + String(contentsOf: partial, encoding: .utf8)).utf8).write(to: partial)
        #expect(try project.run().planned, "template edited")
        #expect(try !project.run().planned)

        #expect(try project.run(version: "99.0.0").planned, "another modgen")
        #expect(try !project.run(version: "99.0.0").planned)

        let spec = try String(contentsOfFile: project.spec, encoding: .utf8)
        try Data(spec.replacingOccurrences(of: "from: \"1.5.0\"", with: "from: \"1.6.0\"").utf8).write(to: project.url("modules.yml"))
        let edited = try project.run(version: "99.0.0")
        #expect(edited.planned, "spec edited")
        #expect(edited.report.updated.contains("Packages/Core/Utils/Package.swift"))
    }

    /// The Xcode shells' options are inputs like any other: changing one takes the full path
    /// and rewrites the projects.
    @Test(arguments: ["bundleIdPrefix: org.acme", "developmentTeam: ABCDE12345", "appsDir: Shells"])
    func anAppShellOptionEditTakesTheFullPath(option: String) throws {
        let project = try Project()
        _ = try project.run()
        #expect(try !project.run().planned)
        let spec = try String(contentsOfFile: project.spec, encoding: .utf8)
        try Data(spec.replacingOccurrences(of: "\noptions:\n", with: "\noptions:\n  \(option)\n").utf8).write(to: project.url("modules.yml"))
        let edited = try project.run()
        #expect(edited.planned, "\(option)")
        #expect(!edited.report.created.isEmpty || !edited.report.updated.isEmpty, "\(option): the projects are rewritten")
    }

    @Test func checkReadsOnly() throws {
        let fresh = try Project()
        #expect(try fresh.run(WriteOptions(check: true)).planned)
        #expect(!FileManager.default.fileExists(atPath: fresh.url(".modgen").path))

        let project = try Project()
        _ = try project.run()
        let before = try project.dates()
        let check = try project.run(WriteOptions(check: true))
        #expect(!check.planned)
        #expect(check.report.isUpToDate)
        #expect(try project.dates() == before)
        let process = try Modgen.run(["generate", "--spec", project.spec, "--check"])
        #expect(process.status == 0)
        #expect(process.stdout.hasPrefix("check: created 0, updated 0, unchanged 56, orphaned 0 in "))
    }

    /// The tree is checked while the spec loads (`UnchangedTreeCheck`): a spec that does not
    /// load reports its own errors, exactly and alone, and touches nothing, even while
    /// another run holds the output (the spec's errors win over what the check found).
    @Test func aBrokenSpecReportsOnlyItsOwnErrors() throws {
        let project = try Project()
        _ = try project.run()
        let spec = try String(contentsOfFile: project.spec, encoding: .utf8)
        let lines = spec.split(separator: "\n", omittingEmptySubsequences: false)
        let index = try #require(lines.firstIndex { $0.contains("dependencies: [") })
        let column = try #require(lines[index].range(of: "dependencies: [")).upperBound.utf16Offset(in: lines[index]) + 1
        var broken = lines
        broken[index] = lines[index].replacingOccurrences(of: "dependencies: [", with: "dependencies: [Nowhere, ")[...]
        try Data(broken.joined(separator: "\n").utf8).write(to: project.url("modules.yml"))
        let expected = "\(project.spec):\(index + 1):\(column): error: unknown module 'Nowhere'\n"
        let before = try project.dates()

        let alone = try Modgen.run(["generate", "--spec", project.spec])
        #expect(alone.status == 1 && alone.stdout.isEmpty)
        #expect(alone.stderr == expected)

        let locked = try Self.whileLocked(project) { try Modgen.run(["generate", "--spec", project.spec]) }
        #expect(locked.status == 1 && locked.stdout.isEmpty)
        #expect(locked.stderr == expected, "the spec's error, not the lock's")
        #expect(try project.dates() == before)
    }

    /// `body`'s result, run while this process holds the project's writer lock.
    static func whileLocked<T>(_ project: Project, _ body: () throws -> T) throws -> T {
        let lock = try OutputLock.exclusive(root: project.folder.path)
        return try withExtendedLifetime(lock, body)
    }

    /// Another run's lock found by the check is reported as before, once the spec has loaded.
    @Test func anotherRunsLockIsReportedAsBefore() throws {
        let project = try Project()
        _ = try project.run()
        let locked = try Self.whileLocked(project) { try Modgen.run(["generate", "--spec", project.spec]) }
        #expect(locked.status == 1)
        #expect(locked.stderr.contains("error: another modgen run holds \(project.folder.path)/.modgen/lock"), "\(locked.stderr)")
        #expect(try !project.run().planned, "the lock released, the tree is still as it was")
    }

    /// A record of another fingerprint (an older modgen's format: the fingerprint's format
    /// changed) does not match: the full path runs once, rewrites nothing but the record, and
    /// the next run takes the fast path.
    @Test func aRecordOfAnotherFingerprintTakesTheFullPathOnce() throws {
        let project = try Project()
        _ = try project.run()
        let inputs = project.url(".modgen/inputs")
        let record = try String(contentsOf: inputs, encoding: .utf8)
        let fingerprint = try #require(record.split(separator: "\n").first { $0.hasPrefix("fingerprint ") })
        let other = "fingerprint " + String(repeating: "0", count: 32)
        try Data(record.replacingOccurrences(of: fingerprint, with: other).utf8).write(to: inputs)
        var before = try project.dates()
        before[".modgen/inputs"] = nil
        Thread.sleep(forTimeInterval: 0.05)

        let full = try project.run()
        #expect(full.planned)
        #expect(full.report.summary == "created 0, updated 0, unchanged 56, orphaned 0")
        var after = try project.dates()
        after[".modgen/inputs"] = nil
        #expect(after == before, "nothing but the record is rewritten")
        #expect(try String(contentsOf: inputs, encoding: .utf8) == record)
        #expect(try !project.run().planned)
    }
}
