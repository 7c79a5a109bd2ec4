import Foundation
import Testing

@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph
@testable import ModgenPlanning
@testable import ModgenWriting

/// A run killed at any point, then run again, ends in the same tree as an uninterrupted run:
/// no half-written file, no leftover temp file, no false "edited by hand" refusal.
/// The kill is simulated at every changing system call (`FaultInjector(deadAfter:)`): after
/// it every call fails, so no cleanup runs, exactly as after SIGKILL. fsync is off here
/// (hundreds of runs; a kill loses nothing the kernel holds, so it changes no outcome).
@Suite struct InterruptionTests {
    let v1 = PlanBuilders.modules(["A", "B", "C"])
    let v2 = Plan(files: PlanBuilders.modules(["A", "C", "D"], manifestBody: "// v2\n").files)
    let v3 = Plan(files: PlanBuilders.modules(["A", "C", "D", "E"], manifestBody: "// v3\n").files)
    let prune = WriteOptions(prune: true)
    let writer = TreeWriter(fileSystem: FileSystem(synchronizes: false))

    @Test func killedAtEveryPointThenRerunMatchesAnUninterruptedRun() throws {
        let (afterV2, afterV3) = try uninterruptedTrees()
        let kills = try changesInOneRun()
        #expect(kills > 20, "the run under test makes \(kills) changes")
        for kill in 0..<kills {
            let sameSpec = try killedRun(at: kill)
            let report = try writer.write(v2, to: sameSpec.path, options: prune)
            #expect(report.refused.isEmpty, "kill \(kill)")
            #expect(try sameSpec.snapshot() == afterV2, "kill \(kill), rerun v2")

            let newSpec = try killedRun(at: kill)
            let next = try writer.write(v3, to: newSpec.path, options: prune)
            #expect(next.refused.isEmpty, "kill \(kill): a file modgen wrote must not look hand-edited")
            #expect(try newSpec.snapshot() == afterV3, "kill \(kill), then v3")
        }
    }

    /// v1, then v2 killed after `kill` changing calls.
    private func killedRun(at kill: Int) throws -> OutputFolder {
        let output = try OutputFolder()
        _ = try writer.write(v1, to: output.path)
        let dying = TreeWriter(fileSystem: FaultInjector(deadAfter: kill).fileSystem(synchronizes: false))
        #expect(throws: WriteError.self, "kill \(kill)") { _ = try dying.write(v2, to: output.path, options: prune) }
        return output
    }

    private func changesInOneRun() throws -> Int {
        let output = try OutputFolder()
        _ = try writer.write(v1, to: output.path)
        let counter = FaultInjector(deadAfter: .max)
        _ = try TreeWriter(fileSystem: counter.fileSystem(synchronizes: false)).write(
            v2, to: output.path, options: prune)
        return counter.changeCount
    }

    private func uninterruptedTrees() throws -> ([String: String], [String: String]) {
        let output = try OutputFolder()
        _ = try writer.write(v1, to: output.path)
        _ = try writer.write(v2, to: output.path, options: prune)
        let afterV2 = try output.snapshot()
        _ = try writer.write(v3, to: output.path, options: prune)
        return (afterV2, try output.snapshot())
    }
}
