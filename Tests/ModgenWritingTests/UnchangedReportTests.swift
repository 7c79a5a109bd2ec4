import Foundation
import Testing

@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph
@testable import ModgenPlanning
@testable import ModgenWriting

/// The fast path: after a clean run recorded its inputs, a run with the same inputs reports
/// the tree unchanged without a plan, touching nothing, as long as the tree is as that run
/// left it; anything else sends it back to the full path (nil).
@Suite struct UnchangedReportTests {
    let writer = TreeWriter()
    let plan = PlanBuilders.modules(["Search", "Utils"])
    let inputs = PlanFingerprint(first: 0x1234, second: 0xabcd)
    let stub = "Packages/Search/Sources/Search/Search.swift"
    let manifest = "Packages/Search/Package.swift"

    /// `plan` written with `inputs` recorded.
    private func recorded() throws -> OutputFolder {
        let output = try OutputFolder()
        _ = try writer.write(plan, to: output.path, options: WriteOptions(inputs: inputs))
        return output
    }

    private func fastReport(_ output: OutputFolder, _ options: WriteOptions = WriteOptions()) throws -> WriteReport? {
        try writer.unchangedReport(at: output.path, inputs: inputs, options: options)
    }

    @Test func sameInputsReportTheFullRunsResultAndTouchNothing() throws {
        let output = try recorded()
        let full = try writer.write(plan, to: output.path, options: WriteOptions(check: true))
        let before = try output.snapshot()
        let state = try #require(try output.modificationDate(".modgen/state"))
        let report = try #require(try fastReport(output))
        #expect(report == full)
        #expect(report.summary == "created 0, updated 0, unchanged 4, orphaned 0")
        #expect(try output.snapshot() == before)
        #expect(try output.modificationDate(".modgen/state") == state)
    }

    @Test func theRecordNamesTheFingerprintAndTheState() throws {
        let output = try recorded()
        let text = try output.text(".modgen/inputs")
        let state = StateDigest.of(Array(try output.text(".modgen/state").utf8))
        #expect(text == "modgen inputs 2\nfingerprint 0000000000001234000000000000abcd\nstate \(state)\n")
    }

    @Test func otherInputsForceAndPruneTakeTheFullPath() throws {
        let output = try recorded()
        let other = PlanFingerprint(first: 0x1234, second: 0xabce)
        #expect(try writer.unchangedReport(at: output.path, inputs: other, options: WriteOptions()) == nil)
        #expect(try fastReport(output, WriteOptions(force: true)) == nil)
        #expect(try fastReport(output, WriteOptions(prune: true)) == nil)
    }

    @Test func aFullRunThatLeavesTheRecordAsItWasDoesNotTouchIt() throws {
        let output = try recorded()
        let date = Date(timeIntervalSince1970: 1_000_000)
        try output.setModificationDate(".modgen/inputs", date)
        try FileManager.default.removeItem(at: output.url(manifest))
        let report = try writer.write(plan, to: output.path, options: WriteOptions(inputs: inputs))
        #expect(report.created == [manifest])
        #expect(try output.modificationDate(".modgen/inputs") == date)
        #expect(try fastReport(output) != nil)
    }

    /// Paths that are not ASCII (here a name spelled decomposed, which `String` sorts after
    /// `b` and its bytes before) are reported in the full path's order, each as written.
    @Test func pathsThatAreNotASCIIAreReportedInTheFullPathsOrder() throws {
        let decomposed = "Packages/Search/Sources/Search/a\u{301}.swift"
        let other = "Packages/Search/Sources/Search/b.swift"
        let files = plan.files + [decomposed, other].map { PlannedFile(path: $0, contents: "// x\n", ownership: .stub, module: "Search") }
        let plan = Plan(files: files)
        let output = try OutputFolder()
        _ = try writer.write(plan, to: output.path, options: WriteOptions(inputs: inputs))
        let report = try #require(try fastReport(output))
        #expect(report == (try writer.write(plan, to: output.path, options: WriteOptions(check: true))))
        let kept = Array(report.stubsKept)
        #expect(kept.firstIndex(of: other).map { $0 < kept.firstIndex(of: decomposed) ?? -1 } == true)
        #expect(kept.contains { Array($0.utf8) == Array(decomposed.utf8) })
    }

    @Test func anEditedStubIsStillUnchanged() throws {
        let output = try recorded()
        try output.plant(stub, "// mine\n")
        #expect(try fastReport(output)?.stubsKept.contains(stub) == true)
    }

    /// The full path would not write it again either: a deleted stub is the person's choice.
    @Test func aDeletedStubStaysOnTheFastPathAndIsReportedAsTheFullPathDoes() throws {
        let output = try recorded()
        try FileManager.default.removeItem(at: output.url(stub))
        let report = try #require(try fastReport(output))
        #expect(report.stubsDeleted == [stub])
        #expect(!report.stubsKept.contains(stub))
        #expect(report == (try writer.write(plan, to: output.path, options: WriteOptions(check: true))))
        #expect(!output.exists(stub))
        #expect(try fastReport(output, WriteOptions(restoreStubs: true)) == nil, "restoring takes the full path")
    }

    @Test(arguments: ["edit manifest", "delete manifest", "journal", "state temp", "edit state"])
    func aTreeNotAsRecordedTakesTheFullPath(change: String) throws {
        let output = try recorded()
        switch change {
        case "edit manifest": try output.plant(manifest, "// tweaked\n")
        case "delete manifest": try FileManager.default.removeItem(at: output.url(manifest))
        case "journal": try output.plant(".modgen/journal", "modgen journal 1\n")
        case "state temp": try output.plant(".modgen/.state.modgen-tmp", "")
        default: try output.plant(".modgen/state", try output.text(".modgen/state") + "s - Extra.swift\n")
        }
        #expect(try fastReport(output) == nil, "after \(change)")
    }

    /// A run killed in the instant of a record's rename leaves its temp: the fast path
    /// declines while it is there, and the next full run clears it (and the sources record's),
    /// so the run after takes the fast path again.
    @Test(arguments: [".modgen/.inputs.modgen-tmp", ".modgen/.sources.modgen-tmp"])
    func aRecordsLeftoverTempIsClearedByTheNextFullRun(_ temp: String) throws {
        let output = try recorded()
        try output.plant(temp, "half-written\n")
        if temp.contains("inputs") { #expect(try fastReport(output) == nil) }
        _ = try writer.write(plan, to: output.path, options: WriteOptions(inputs: inputs))
        #expect(!output.exists(temp))
        #expect(try fastReport(output) != nil)
    }

    @Test func aStubReplacedByALinkTakesTheFullPath() throws {
        let output = try recorded()
        try FileManager.default.removeItem(at: output.url(stub))
        try FileManager.default.createSymbolicLink(atPath: output.url(stub).path, withDestinationPath: "/etc/hostname")
        #expect(try fastReport(output) == nil)
    }

    /// The fast path looks files up from the root's open folder (`TreeRoot`): a root named
    /// through a link to a folder is the same tree, and a deleted stub or an edited manifest
    /// below it is seen as through the full path. (A root relative to the working folder is
    /// what the CLI tests and the bench use.)
    @Test(arguments: ["link", "link/deeper"])
    func aRootNamedThroughALinkIsCheckedBelowIt(_ naming: String) throws {
        let base = try OutputFolder()
        try FileManager.default.createDirectory(at: base.url("real/deeper"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: base.url("link").path, withDestinationPath: "real")
        try checkBelow(base.url(naming).path, realFolder: base.url(naming.replacingOccurrences(of: "link", with: "real")))
    }

    private func checkBelow(_ root: String, realFolder: URL) throws {
        _ = try writer.write(plan, to: root, options: WriteOptions(inputs: inputs))
        #expect(try writer.unchangedReport(at: root, inputs: inputs, options: WriteOptions())?.unchanged.contains(manifest) == true)
        try FileManager.default.removeItem(at: realFolder.appendingPathComponent(stub))
        #expect(try writer.unchangedReport(at: root, inputs: inputs, options: WriteOptions())?.stubsDeleted == [stub])
        try "// tweaked\n".write(to: realFolder.appendingPathComponent(manifest), atomically: false, encoding: .utf8)
        #expect(try writer.unchangedReport(at: root, inputs: inputs, options: WriteOptions()) == nil)
    }

    @Test func aRunWithoutInputsOrWithOrphansRecordsNothingNew() throws {
        let plain = try OutputFolder()
        _ = try writer.write(plan, to: plain.path)
        #expect(!plain.exists(".modgen/inputs"))

        let output = try recorded()
        let smaller = PlanBuilders.modules(["Search"])
        let next = PlanFingerprint(first: 7, second: 7)
        let report = try writer.write(smaller, to: output.path, options: WriteOptions(inputs: next))
        #expect(report.orphaned.count == 2)
        #expect(try writer.unchangedReport(at: output.path, inputs: next, options: WriteOptions()) == nil)
    }

    @Test func aRefusedRunRecordsNothingNew() throws {
        let output = try recorded()
        try output.plant(manifest, "// tweaked\n")
        let next = PlanFingerprint(first: 7, second: 7)
        let report = try writer.write(plan, to: output.path, options: WriteOptions(inputs: next))
        #expect(report.refused == [manifest])
        #expect(try output.text(".modgen/inputs").contains("fingerprint 0000000000001234000000000000abcd"))
    }

    @Test func theRecordHoldsOnlyForTheStateItWasMadeWith() throws {
        let output = try recorded()
        _ = try writer.write(PlanBuilders.modules(["Search", "Utils", "Maps"]), to: output.path)
        #expect(try fastReport(output) == nil, "the state now has Maps: the full path reports orphans")
        _ = try writer.write(plan, to: output.path, options: WriteOptions(prune: true))
        let fast = try #require(try fastReport(output), "pruned back to the recorded state (the Maps stub is forgotten)")
        #expect(fast == (try writer.write(plan, to: output.path, options: WriteOptions(check: true))))
    }

    @Test(arguments: [WriteOptions(check: true), WriteOptions(dryRun: true)])
    func checkAndDryRunUseItReadOnly(options: WriteOptions) throws {
        let fresh = try OutputFolder()
        #expect(try fastReport(fresh, options) == nil)
        #expect(fresh.folders().isEmpty)

        let output = try recorded()
        let before = try output.snapshot()
        #expect(try fastReport(output, options)?.isUpToDate == true)
        #expect(try output.snapshot() == before)
    }

    @Test func theCheckGivesUpWhenNoLongerWanted() throws {
        let output = try recorded()
        #expect(try writer.unchangedReport(at: output.path, inputs: inputs, options: WriteOptions()) { false } == nil)
    }

    /// The tree check started as `generate` starts it (`UnchangedTreeCheck`), then its report
    /// with `inputs` computing on another thread meanwhile.
    private func checkedWhileComputing(
        _ output: OutputFolder, _ inputs: @escaping @Sendable () -> PlanFingerprint?
    ) throws -> (BackgroundFingerprint, WriteReport?) {
        let check = UnchangedTreeCheck(writer: writer, root: output.path, options: WriteOptions())
        let computing = BackgroundFingerprint(inputs)
        return (computing, try check.report(computing: computing))
    }

    @Test func whileComputingTheInputsTheCheckCountsOnlyForEqualOnes() throws {
        let output = try recorded()
        let (same, report) = try checkedWhileComputing(output) { [inputs] in inputs }
        #expect(same.wait() == inputs)
        #expect(report?.summary == "created 0, updated 0, unchanged 4, orphaned 0")

        let other = PlanFingerprint(first: 9, second: 9)
        let (computed, none) = try checkedWhileComputing(output) { other }
        #expect(computed.wait() == other && none == nil)

        let fresh = try OutputFolder()
        let (first, nothing) = try checkedWhileComputing(fresh) { other }
        #expect(first.wait() == other && nothing == nil)
        #expect(fresh.folders().isEmpty)
    }

    @Test func anotherRunHoldingTheLockIsReportedAsUsual() throws {
        let output = try recorded()
        let lock = try OutputLock.exclusive(OutputLayout(root: output.path), fileSystem: FileSystem())
        defer { withExtendedLifetime(lock) {} }
        #expect(throws: WriteError.self) { try fastReport(output) }
    }
}
