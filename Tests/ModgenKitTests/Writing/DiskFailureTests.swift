import Foundation
import Testing
@testable import ModgenKit

/// A read-only or full disk: one clear error naming the path, no temp file left behind,
/// every file either its old self or complete, and the next run finishes the job.
@Suite struct DiskFailureTests {
    @Test func aReadOnlyFolderGivesOneClearError() throws {
        let output = try OutputFolder()
        _ = try TreeWriter().write(PlanBuilders.modules(["Search"]), to: output.path)
        let before = try output.snapshot()
        let faults = FaultInjector(.createFile, EROFS, on: "/Packages/")
        let writer = TreeWriter(fileSystem: faults.fileSystem)
        #expect {
            _ = try writer.write(PlanBuilders.modules(["Search", "Utils"], manifestBody: "// v2\n"), to: output.path)
        } throws: { error in
            (error as? WriteError)?.description
                == "\(output.path)/Packages/Search/Package.swift: error: cannot create file: read-only file system"
        }
        var after = try output.snapshot()
        after[".modgen/journal"] = nil
        #expect(after == before, "nothing changed, no temp file left")
    }

    @Test func aReadOnlyTreeThatNeedsNoChangeStillSucceeds() throws {
        let output = try OutputFolder()
        let plan = PlanBuilders.modules(["Search"])
        _ = try TreeWriter().write(plan, to: output.path)
        let readOnly = FaultInjector(.lock, EROFS).fileSystem
        let report = try TreeWriter(fileSystem: readOnly).write(plan, to: output.path)
        #expect(report.isUpToDate)
        #expect {
            _ = try TreeWriter(fileSystem: readOnly).write(PlanBuilders.modules(["Utils"]), to: output.path)
        } throws: { error in
            (error as? WriteError)?.reason == .system(EROFS)
        }
    }

    @Test func aFullDiskMidRunLeavesOnlyWholeFilesAndTheNextRunFinishes() throws {
        let output = try OutputFolder()
        let plan = PlanBuilders.modules(["A", "B", "C", "D"])
        let faults = FaultInjector(.write, ENOSPC, on: "/Packages/", after: 3)
        #expect {
            _ = try TreeWriter(fileSystem: faults.fileSystem).write(plan, to: output.path)
        } throws: { error in
            guard let error = error as? WriteError else { return false }
            return error.reason == .system(ENOSPC) && error.message == "cannot write: no space left on device"
        }
        let partial = try output.snapshot()
        #expect(!partial.keys.contains { $0.hasSuffix(".modgen-tmp") }, "temp files are removed")
        for file in plan.files where partial[file.path] != nil {
            #expect(partial[file.path] == file.contents, "\(file.path) is whole")
        }
        let report = try TreeWriter().write(plan, to: output.path)
        #expect(report.refused.isEmpty)
        #expect(try output.snapshot().filter { !$0.key.hasPrefix(".modgen") } == Dictionary(
            uniqueKeysWithValues: plan.files.map { ($0.path, $0.contents) }))
    }

    /// The real thing where permissions apply; root ignores them (covered above by EROFS).
    @Test(.enabled(if: getuid() != 0, "root ignores permissions; see aReadOnlyFolderGivesOneClearError"))
    func aRealReadOnlyFolder() throws {
        let output = try OutputFolder()
        _ = try TreeWriter().write(PlanBuilders.modules(["Search"]), to: output.path)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: output.url("Packages").path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: output.url("Packages").path) }
        #expect {
            _ = try TreeWriter().write(PlanBuilders.modules(["Search", "Utils"]), to: output.path)
        } throws: { error in
            (error as? WriteError)?.description.hasSuffix("error: cannot create folder: permission denied") == true
        }
    }
}
