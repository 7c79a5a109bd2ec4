import Foundation
import Testing

@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph
@testable import ModgenPlanning
@testable import ModgenWriting

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
        #expect(try output.snapshot() == before, "nothing changed, no temp file or journal left")
        #expect(!output.exists("Packages/Utils"), "folders made for the run are removed again")
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
            (error as? WriteError)?.description == "\(output.path): error: cannot write: read-only file system"
        }
    }

    @Test func aFullDiskMidRunChangesNothingAndTheNextRunFinishes() throws {
        let output = try OutputFolder()
        let plan = PlanBuilders.modules(["A", "B", "C", "D"])
        // Staged in the new subtree `.modgen/staging/0/…` (`FreshSubtrees`): the fourth
        // manifest's write fails.
        let faults = FaultInjector(.write, ENOSPC, on: "/Package.swift", after: 3)
        #expect {
            _ = try TreeWriter(fileSystem: faults.fileSystem).write(plan, to: output.path)
        } throws: { error in
            guard let error = error as? WriteError else { return false }
            return error.reason == .system(ENOSPC) && error.message == "cannot write: no space left on device"
        }
        #expect(try output.snapshot().isEmpty, "three files were staged, none replaced: all removed")
        #expect(output.folders() == [".modgen"])
        let report = try TreeWriter().write(plan, to: output.path)
        #expect(report.refused.isEmpty)
        #expect(
            try output.snapshot().filter { !$0.key.hasPrefix(".modgen") }
                == Dictionary(
                    uniqueKeysWithValues: plan.files.map { ($0.path, $0.contents) }))
    }

    /// The real thing: `chmod 555`, or for root the immutable flag (see `ReadOnlyFolder`).
    @Test(.enabled(if: ReadOnlyFolder.isAvailable, "neither chmod nor chattr +i can make a folder read-only here"))
    func aRealReadOnlyFolder() throws {
        let output = try OutputFolder()
        _ = try TreeWriter().write(PlanBuilders.modules(["Search"]), to: output.path)
        let before = try output.snapshot()
        let packages = output.url("Packages")
        #expect(ReadOnlyFolder.make(packages))
        defer { ReadOnlyFolder.undo(packages) }
        #expect {
            _ = try TreeWriter().write(PlanBuilders.modules(["Search", "Utils"]), to: output.path)
        } throws: { error in
            let expected = ["permission denied", "operation not permitted"]
            let description = (error as? WriteError)?.description ?? ""
            return description.hasPrefix("\(packages.path)/Utils: error: cannot create folder: ")
                && expected.contains { description.hasSuffix($0) }
        }
        #expect(try output.snapshot() == before)
    }
}
