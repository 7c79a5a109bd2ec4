import Foundation
import Testing

@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph
@testable import ModgenPlanning
@testable import ModgenWriting

/// `check` and `dryRun` read the tree and write nothing, not even `.modgen/`.
@Suite struct CheckAndDryRunTests {
    let writer = TreeWriter()

    @Test(arguments: [WriteOptions(check: true), WriteOptions(dryRun: true)])
    func writeNothingOnAFreshFolder(options: WriteOptions) throws {
        let output = try OutputFolder()
        let report = try writer.write(PlanBuilders.modules(["Search"]), to: output.path, options: options)
        #expect(report.created == ["Packages/Search/Package.swift", "Packages/Search/Sources/Search/Search.swift"])
        #expect(!report.isUpToDate)
        #expect(try output.snapshot().isEmpty)
        #expect(output.folders().isEmpty)
    }

    @Test func aMissingOutputRootIsNotCreated() throws {
        let output = try OutputFolder()
        let report = try writer.write(
            PlanBuilders.modules(["Search"]), to: output.url("out").path, options: WriteOptions(check: true))
        #expect(report.created.count == 2)
        #expect(!output.exists("out"))
    }

    @Test func listsEveryChangeAndWritesNone() throws {
        let output = try OutputFolder()
        _ = try writer.write(PlanBuilders.modules(["Search", "Utils", "Old"]), to: output.path)
        try output.plant("Packages/Utils/Package.swift", "// edited\n")
        let before = try output.snapshot()
        let plan = PlanBuilders.modules(["Search", "Utils", "New"], manifestBody: "// v2\n")
        let report = try writer.write(plan, to: output.path, options: WriteOptions(prune: true, check: true))
        #expect(
            report.changes == [
                "create Packages/New/Package.swift",
                "create Packages/New/Sources/New/New.swift",
                "prune Packages/Old/Package.swift",
                "orphan Packages/Old/Sources/Old/Old.swift",
                "update Packages/Search/Package.swift",
                "refuse Packages/Utils/Package.swift",
            ])
        #expect(try output.snapshot() == before)
    }

    @Test func anUpToDateTreePassesTheCheck() throws {
        let output = try OutputFolder()
        let plan = PlanBuilders.modules(["Search"])
        _ = try writer.write(plan, to: output.path)
        let report = try writer.write(plan, to: output.path, options: WriteOptions(check: true))
        #expect(report.isUpToDate)
        #expect(report.changes.isEmpty)
    }
}
