import Foundation
import Testing

@testable import ModgenPlanning
@testable import ModgenWriting

/// Staging on two threads (`StagingLanes`, from `parallelThreshold` files on): the same tree
/// as one thread writes; on a failure, the error one thread would have met first, no temp
/// file, folder or journal left, and the next run finishes the job.
@Suite struct StagingLanesTests {
    /// 150 modules, 300 files: over the threshold, so two lanes.
    let names = (0..<150).map { String(format: "M%03d", $0) }
    var plan: Plan { PlanBuilders.modules(names) }

    @Test func manyFilesAreStagedOnTwoLanesAndWrittenAsPlanned() throws {
        #expect(plan.files.count >= StagingLanes.parallelThreshold)
        let output = try OutputFolder()
        let report = try TreeWriter().write(plan, to: output.path)
        #expect(report.created.count == plan.files.count)
        #expect(
            try output.snapshot().filter { !$0.key.hasPrefix(".modgen") }
                == Dictionary(uniqueKeysWithValues: plan.files.map { ($0.path, $0.contents) }))
    }

    /// In a fresh output the files are staged in the new subtree under `.modgen/staging`
    /// (`FreshSubtrees`); where the modules' folders exist, as temp files beside their targets.
    @Test(arguments: [["M140"], ["M010", "M140"]], [false, true])
    func aFailureInEitherLaneLeavesNothingAndNamesTheFirstFile(failing modules: [String], foldersExist: Bool) throws {
        let output = try OutputFolder()
        if foldersExist {
            for name in names {
                try FileManager.default.createDirectory(
                    at: output.url("Packages/\(name)/Sources/\(name)"), withIntermediateDirectories: true)
            }
        }
        let before = output.folders()
        let manifest = foldersExist ? ".Package.swift.modgen-tmp" : "Package.swift"
        let faults = FaultInjector(.createFile, ENOSPC, on: "/\(modules[0])/\(manifest)")
        let second = modules.count > 1 ? FaultInjector(.createFile, ENOSPC, on: "/\(modules[1])/") : nil
        let fileSystem = FileSystem(fault: { operation, path in
            faults.fileSystem.fault?(operation, path) ?? second?.fileSystem.fault?(operation, path)
        })
        #expect {
            _ = try TreeWriter(fileSystem: fileSystem).write(plan, to: output.path)
        } throws: { error in
            (error as? WriteError)?.description
                == "\(output.path)/Packages/\(modules[0])/Package.swift: error: cannot create file: no space left on device"
        }
        #expect(try output.snapshot().isEmpty, "no temp file, journal or state left")
        #expect(output.folders() == (before + [".modgen"]).sorted(), "the folders made for the run are removed again")
        let report = try TreeWriter().write(plan, to: output.path)
        #expect(report.created.count == plan.files.count && report.refused.isEmpty)
    }
}
