import Foundation
import Testing

@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph
@testable import ModgenPlanning
@testable import ModgenWriting

/// A stub is written once: `.modgen/state` lists every stub modgen wrote (or found there), so
/// a later run tells "never written" (write it) from "written, then deleted or renamed by a
/// person" (leave it out; `restoreStubs` writes it again, never over a file).
@Suite struct StubsWrittenOnceTests {
    let writer = TreeWriter()
    let plan = PlanBuilders.modules(["Search"])
    let stub = "Packages/Search/Sources/Search/Search.swift"

    private func written() throws -> OutputFolder {
        let output = try OutputFolder()
        _ = try writer.write(plan, to: output.path)
        return output
    }

    @Test func aDeletedStubIsNotWrittenAgainAndStaysRecorded() throws {
        let output = try written()
        try FileManager.default.removeItem(at: output.url(stub))
        for _ in 0..<2 {
            let report = try writer.write(plan, to: output.path)
            #expect(report.created.isEmpty)
            #expect(report.stubsDeleted == [stub])
            #expect(report.summary == "created 0, updated 0, unchanged 1, orphaned 0, deleted stubs left out 1")
            #expect(!output.exists(stub))
            #expect(try output.text(".modgen/state").contains("s - \(stub)\n"))
        }
    }

    @Test func aRenamedStubIsNotWrittenAgain() throws {
        let output = try written()
        let renamed = "Packages/Search/Sources/Search/SearchService.swift"
        try FileManager.default.moveItem(at: output.url(stub), to: output.url(renamed))
        let report = try writer.write(plan, to: output.path)
        #expect(report.created.isEmpty && report.stubsDeleted == [stub])
        #expect(!output.exists(stub))
        #expect(try output.text(renamed) == plan.files[1].contents)
    }

    @Test func restoreStubsWritesTheMissingOnesAgainAndNeverOverAFile() throws {
        let output = try written()
        try FileManager.default.removeItem(at: output.url(stub))
        let restored = try writer.write(plan, to: output.path, options: WriteOptions(restoreStubs: true))
        #expect(restored.created == [stub] && restored.stubsRestored == [stub])
        #expect(try output.text(stub) == plan.files[1].contents)

        try output.plant(stub, "// mine\n")
        let again = try writer.write(plan, to: output.path, options: WriteOptions(restoreStubs: true))
        #expect(again.created.isEmpty && again.stubsRestored.isEmpty && again.stubsKept == [stub])
        #expect(try output.text(stub) == "// mine\n")
    }

    @Test func restoreStubsChecksAndDryRunsWriteNothing() throws {
        let output = try written()
        try FileManager.default.removeItem(at: output.url(stub))
        for options in [WriteOptions(check: true, restoreStubs: true), WriteOptions(dryRun: true, restoreStubs: true)] {
            let report = try writer.write(plan, to: output.path, options: options)
            #expect(report.changes == ["create \(stub)"])
            #expect(!output.exists(stub))
        }
    }

    /// A module never seen before, or one renamed in the spec (its stubs have new paths), was
    /// never written: its stubs are.
    @Test func aNewOrRenamedModulesStubsAreWritten() throws {
        let output = try written()
        let renamed = PlanBuilders.modules(["Finder", "Utils"])
        let report = try writer.write(renamed, to: output.path)
        #expect(report.created.sorted() == renamed.files.map(\.path).sorted())
        #expect(output.exists("Packages/Finder/Sources/Finder/Finder.swift"))
        #expect(output.exists("Packages/Utils/Sources/Utils/Utils.swift"))
    }

    /// States written before stubs were written once list every stub they planned, each of
    /// which was there when that run ended; a state with no stub line at all (an older or a
    /// hand-made one) loads, its present stubs count as written, and a missing one is written.
    @Test func aStateWithoutStubLinesLoadsAndTreatsPresentStubsAsWritten() throws {
        let output = try OutputFolder()
        let two = PlanBuilders.modules(["Search", "Utils"])
        _ = try writer.write(two, to: output.path)
        let state = try output.text(".modgen/state")
        let generatedOnly = state.split(separator: "\n").filter { !$0.hasPrefix("s ") }.joined(separator: "\n") + "\n"
        try output.plant(".modgen/state", generatedOnly)
        try FileManager.default.removeItem(at: output.url("Packages/Utils/Sources/Utils/Utils.swift"))

        let report = try writer.write(two, to: output.path)
        #expect(report.warnings.isEmpty)
        #expect(report.created == ["Packages/Utils/Sources/Utils/Utils.swift"])
        #expect(report.stubsKept == [stub])
        #expect(try output.text(".modgen/state") == state, "every stub is recorded again")

        try FileManager.default.removeItem(at: output.url(stub))
        #expect(try writer.write(two, to: output.path).stubsDeleted == [stub])
    }

    /// A killed run's journal lists the stubs it meant to write, not ones it wrote: it does not
    /// count as "written before", so the rerun writes them.
    @Test func aJournalsStubLineDoesNotCountAsWritten() throws {
        let output = try OutputFolder()
        try output.plant(".modgen/journal", "modgen journal 1\ns - \(stub)\n")
        let report = try writer.write(plan, to: output.path)
        #expect(report.created.contains(stub))
        #expect(output.exists(stub))
    }

    /// A stub line anyone can write into the state may at most keep that stub from being
    /// written; it never makes modgen replace or delete a file, even with `--prune --force`.
    @Test func aForgedStubLineAtMostKeepsAStubFromBeingWritten() throws {
        let output = try OutputFolder()
        let mine = "Packages/Search/Sources/Search/Mine.swift"
        try output.plant(mine, "// mine\n")
        try output.plant(".modgen/state", "modgen state 1\ns - \(stub)\ns - \(mine)\n")
        for options in [WriteOptions(), WriteOptions(force: true, prune: true)] {
            let report = try writer.write(plan, to: output.path, options: options)
            #expect(report.stubsDeleted == [stub])
            #expect(!output.exists(stub))
            #expect(try output.text(mine) == "// mine\n")
        }
        #expect(try writer.write(plan, to: output.path, options: WriteOptions(restoreStubs: true)).created == [stub])
    }
}
