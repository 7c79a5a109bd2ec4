import Foundation
import Testing

@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph
@testable import ModgenPlanning
@testable import ModgenWriting

/// A run killed at any point never leaves a tree the fast path vouches for wrongly: for the
/// inputs of the run before and of the killed run, the fast path either declines or reports
/// exactly what a full run of that plan reports, and the full run then changes nothing.
/// (Kills simulated at every changing system call, as in `InterruptionTests`.)
@Suite struct FastPathInterruptionTests {
    let v1 = PlanBuilders.modules(["A", "B", "C"])
    let v2 = Plan(files: PlanBuilders.modules(["A", "B", "C", "D"], manifestBody: "// v2\n").files)
    let f1 = PlanFingerprint(first: 1, second: 1)
    let f2 = PlanFingerprint(first: 2, second: 2)
    let writer = TreeWriter(fileSystem: FileSystem(synchronizes: false))

    @Test func aKilledRunNeverLeavesAFalseUnchanged() throws {
        let kills = try changesInOneRun()
        #expect(kills > 20, "the run under test makes \(kills) changes")
        var vouched = 0
        for kill in 0...kills {
            for (plan, inputs) in [(v1, f1), (v2, f2)] {
                let output = try killedRun(at: kill)
                guard let fast = try writer.unchangedReport(at: output.path, inputs: inputs, options: WriteOptions())
                else { continue }
                vouched += 1
                let before = try output.snapshot()
                let full = try writer.write(plan, to: output.path, options: WriteOptions(inputs: inputs))
                #expect(fast == full, "kill \(kill), inputs \(inputs)")
                #expect(full.isUpToDate && full.orphaned.isEmpty, "kill \(kill), inputs \(inputs)")
                #expect(try output.snapshot() == before, "kill \(kill), inputs \(inputs)")
            }
        }
        #expect(vouched >= 2, "before the first change (v1) and after the last (v2) it must vouch")
    }

    /// v1 recorded, then v2 recorded but killed after `kill` changing calls (the record is
    /// best effort, so a kill there does not fail the run).
    private func killedRun(at kill: Int) throws -> OutputFolder {
        let output = try OutputFolder()
        _ = try writer.write(v1, to: output.path, options: WriteOptions(inputs: f1))
        let dying = TreeWriter(fileSystem: FaultInjector(deadAfter: kill).fileSystem(synchronizes: false))
        _ = try? dying.write(v2, to: output.path, options: WriteOptions(inputs: f2))
        return output
    }

    private func changesInOneRun() throws -> Int {
        let output = try OutputFolder()
        _ = try writer.write(v1, to: output.path, options: WriteOptions(inputs: f1))
        let counter = FaultInjector(deadAfter: .max)
        _ = try TreeWriter(fileSystem: counter.fileSystem(synchronizes: false)).write(
            v2, to: output.path, options: WriteOptions(inputs: f2))
        return counter.changeCount
    }
}
