import Foundation
import Testing

@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph
@testable import ModgenPlanning
@testable import ModgenWriting

/// A person writing a file at a stub's path, or editing a manifest, after the survey read the
/// tree and before the rename, keeps what they wrote: new files go into place without
/// replacing, and a replaced manifest must still hold the bytes the survey read. The change is
/// injected through the `FileSystem` fault seam, at the last moment before the rename or while
/// the run stages its temp files. Here the module's folders already exist, so each new file
/// goes in on its own; a new folder's files go in with the folder (`FreshSubtreeTests`).
@Suite struct RaceBeforeRenameTests {
    /// A file system that runs `change` (once per path it is given) just before `operation`
    /// on a path ending in `suffix`.
    private func fileSystem(
        before operation: FileOperation, onPathEndingIn suffix: String, _ change: @escaping @Sendable () throws -> Void
    ) -> FileSystem {
        FileSystem(fault: { candidate, path in
            if candidate == operation, path.hasSuffix(suffix) { try? change() }
            return nil
        })
    }

    @Test func aFileWrittenAtAStubPathBeforeTheRenameIsKept() throws {
        let output = try OutputFolder()
        let stub = "Packages/Search/Sources/Search/Search.swift"
        try FileManager.default.createDirectory(at: output.url("Packages/Search/Sources/Search"), withIntermediateDirectories: true)
        let target = output.url(stub)
        let racing = fileSystem(before: .rename, onPathEndingIn: stub) {
            try Data("// the person's code\n".utf8).write(to: target)
        }
        let report = try TreeWriter(fileSystem: racing).write(PlanBuilders.modules(["Search"]), to: output.path)
        #expect(try output.text(stub) == "// the person's code\n")
        #expect(report.stubsKept == [stub])
        #expect(report.created == ["Packages/Search/Package.swift"])
        #expect(report.succeeded)
        #expect(!output.exists("Packages/Search/Sources/Search/.Search.swift.modgen-tmp"))
        #expect(try output.text(".modgen/state").contains("s - \(stub)"))
    }

    @Test func aFileWrittenAtANewManifestPathBeforeTheRenameIsRefused() throws {
        let output = try OutputFolder()
        let manifest = "Packages/Search/Package.swift"
        try FileManager.default.createDirectory(at: output.url("Packages/Search/Sources/Search"), withIntermediateDirectories: true)
        let target = output.url(manifest)
        let racing = fileSystem(before: .rename, onPathEndingIn: manifest) {
            try Data("// the person's manifest\n".utf8).write(to: target)
        }
        let report = try TreeWriter(fileSystem: racing).write(PlanBuilders.modules(["Search"]), to: output.path)
        #expect(try output.text(manifest) == "// the person's manifest\n")
        #expect(report.refused == [manifest] && !report.succeeded)
        #expect(report.created == ["Packages/Search/Sources/Search/Search.swift"])
        #expect(try !output.text(".modgen/state").contains(manifest), "modgen did not write it")
        let again = try TreeWriter().write(PlanBuilders.modules(["Search"]), to: output.path)
        #expect(again.refused == [manifest], "the next run still sees a file modgen did not write")
    }

    @Test func aManifestEditedWhileTheRunStagesIsRefused() throws {
        let output = try OutputFolder()
        let manifest = "Packages/Search/Package.swift"
        _ = try TreeWriter().write(PlanBuilders.modules(["Search"]), to: output.path)
        let recorded = try output.text(".modgen/state").split(separator: "\n").filter { $0.hasSuffix(" \(manifest)") }
        let target = output.url(manifest)
        let racing = fileSystem(before: .createFile, onPathEndingIn: ".Package.swift.modgen-tmp") {
            try Data("// edited during the run\n".utf8).write(to: target)
        }
        let v2 = PlanBuilders.modules(["Search"], manifestBody: "// v2\n")
        let report = try TreeWriter(fileSystem: racing).write(v2, to: output.path)
        #expect(try output.text(manifest) == "// edited during the run\n")
        #expect(report.refused == [manifest] && report.updated.isEmpty)
        // The state still records the bytes modgen wrote there, not the ones it meant to write.
        #expect(recorded.count == 1)
        #expect(try output.text(".modgen/state").split(separator: "\n").filter { $0.hasSuffix(" \(manifest)") } == recorded)
        #expect(!output.exists("Packages/Search/.Package.swift.modgen-tmp"))
        let again = try TreeWriter().write(v2, to: output.path)
        #expect(again.refused == [manifest], "the edit is still a person's edit")
        #expect(try output.text(manifest) == "// edited during the run\n")
    }

    /// A run of `StagingLanes.parallelThreshold` writes or more renders its new state early,
    /// on another thread; a manifest edited while it stages must still leave the state
    /// recording the bytes modgen wrote there, not the early text.
    @Test func aLargeRunThatKeepsAnEditRecordsTheStateAfterTheCommit() throws {
        let output = try OutputFolder()
        let names = (0..<StagingLanes.parallelThreshold).map { "M\(1_000 + $0)" }
        let manifest = "Packages/M1100/Package.swift"
        _ = try TreeWriter().write(PlanBuilders.modules(names), to: output.path)
        let lines = { try output.text(".modgen/state").split(separator: "\n").filter { $0.hasSuffix(" \(manifest)") } }
        let recorded = try lines()
        let target = output.url(manifest)
        let racing = fileSystem(before: .createFile, onPathEndingIn: ".Package.swift.modgen-tmp") {
            try Data("// edited during the run\n".utf8).write(to: target)
        }
        let v2 = PlanBuilders.modules(names, manifestBody: "// v2\n")
        let report = try TreeWriter(fileSystem: racing).write(v2, to: output.path)
        #expect(report.updated.count == names.count - 1 && report.refused == [manifest])
        #expect(recorded.count == 1)
        #expect(try lines() == recorded, "the state still records what modgen wrote there")
        #expect(try output.text(".modgen/state").contains(" Packages/M1101/Package.swift"))
    }

    /// `--force` replaces the edit the survey saw, not a newer one made during the run.
    @Test func forceReplacesOnlyTheEditTheSurveySaw() throws {
        let output = try OutputFolder()
        let manifest = "Packages/Search/Package.swift"
        _ = try TreeWriter().write(PlanBuilders.modules(["Search"]), to: output.path)
        try output.plant(manifest, "// first edit\n")
        let target = output.url(manifest)
        let racing = fileSystem(before: .createFile, onPathEndingIn: ".Package.swift.modgen-tmp") {
            try Data("// second edit, during the run\n".utf8).write(to: target)
        }
        let report = try TreeWriter(fileSystem: racing).write(
            PlanBuilders.modules(["Search"]), to: output.path, options: WriteOptions(force: true))
        #expect(report.refused == [manifest])
        #expect(try output.text(manifest) == "// second edit, during the run\n")
    }

    /// `--prune` deletes an orphan only while it holds what the survey read: one edited as
    /// the run writes its journal is refused and stays recorded.
    @Test func anOrphanEditedBeforeThePruneIsKept() throws {
        let output = try OutputFolder()
        let orphan = "Packages/Utils/Package.swift"
        _ = try TreeWriter().write(PlanBuilders.modules(["Search", "Utils"]), to: output.path)
        let target = output.url(orphan)
        let racing = fileSystem(before: .createFile, onPathEndingIn: ".journal.modgen-tmp") {
            try Data("// edited during the run\n".utf8).write(to: target)
        }
        let report = try TreeWriter(fileSystem: racing).write(
            PlanBuilders.modules(["Search"]), to: output.path, options: WriteOptions(prune: true))
        #expect(try output.text(orphan) == "// edited during the run\n")
        #expect(report.pruned.isEmpty && report.refused == [orphan])
        #expect(report.orphans[orphan]?.kind == .editedGenerated)
        #expect(try output.text(".modgen/state").contains(orphan), "still recorded: a later run still refuses it")
    }

    @Test func renamingWithoutReplacingRefusesAnExistingFile() throws {
        let output = try OutputFolder()
        try output.plant("a", "a\n")
        try output.plant("b", "b\n")
        #expect(throws: SystemError.self) { try FileSystem().renameWithoutReplacing(output.url("a").path, to: output.url("b").path) }
        #expect(try output.text("b") == "b\n" && output.exists("a"))
        try FileSystem().renameWithoutReplacing(output.url("a").path, to: output.url("c").path)
        #expect(try output.text("c") == "a\n" && !output.exists("a"))
    }

    /// The fallback where the file system has no no-replace rename: `link`, then `unlink`.
    @Test func theLinkFallbackRefusesAnExistingFileToo() throws {
        let output = try OutputFolder()
        try output.plant("a", "a\n")
        try output.plant("b", "b\n")
        #expect(NoReplaceRename.linkThenUnlink(output.url("a").path, output.url("b").path) == -1)
        #expect(errno == EEXIST)
        #expect(try output.text("b") == "b\n" && output.exists("a"))
        #expect(NoReplaceRename.linkThenUnlink(output.url("a").path, output.url("c").path) == 0)
        #expect(try output.text("c") == "a\n" && !output.exists("a"))
    }
}
