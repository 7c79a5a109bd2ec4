import Foundation
import Testing

@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph
@testable import ModgenPlanning
@testable import ModgenWriting

/// Modules removed from the spec leave orphans; `prune` deletes their manifests, never sources.
@Suite struct OrphanSurveyTests {
    let writer = TreeWriter()

    @Test func reportsOrphansAndKeepsThemWithoutPrune() throws {
        let output = try OutputFolder()
        _ = try writer.write(PlanBuilders.modules(["Search", "Utils"]), to: output.path)
        let report = try writer.write(PlanBuilders.modules(["Search"]), to: output.path)
        #expect(report.orphaned == ["Packages/Utils/Package.swift", "Packages/Utils/Sources/Utils/Utils.swift"])
        #expect(report.pruned.isEmpty && report.succeeded)
        #expect(output.exists("Packages/Utils/Package.swift"))
        let past = Date(timeIntervalSince1970: 1_000_000)
        try output.setModificationDate(".modgen/state", past)
        let again = try writer.write(PlanBuilders.modules(["Search"]), to: output.path)
        #expect(again.orphaned.count == 2, "orphans stay reported until pruned")
        #expect(try output.modificationDate(".modgen/state") == past, "nothing changed: the state is not rewritten")
    }

    @Test func pruneDeletesTheManifestButNeverTheSources() throws {
        let output = try OutputFolder()
        _ = try writer.write(PlanBuilders.modules(["Search", "Utils"]), to: output.path)
        try output.plant("Packages/Utils/Sources/Utils/Extra.swift", "// user code\n")
        let report = try writer.write(
            PlanBuilders.modules(["Search"]), to: output.path, options: WriteOptions(prune: true))
        #expect(report.pruned == ["Packages/Utils/Package.swift"])
        #expect(report.orphaned == ["Packages/Utils/Sources/Utils/Utils.swift"])
        #expect(!output.exists("Packages/Utils/Package.swift"))
        #expect(output.exists("Packages/Utils/Sources/Utils/Utils.swift"))
        #expect(output.exists("Packages/Utils/Sources/Utils/Extra.swift"))
        let after = try writer.write(PlanBuilders.modules(["Search"]), to: output.path)
        #expect(after.orphaned.isEmpty, "a pruned module's stubs are the user's now")
    }

    @Test func pruneRemovesTheFoldersItEmptied() throws {
        let output = try OutputFolder()
        let manifestOnly = Plan(files: [PlanBuilders.manifest("Search"), PlanBuilders.manifest("Deep/Utils")])
        _ = try writer.write(manifestOnly, to: output.path)
        _ = try writer.write(
            Plan(files: [PlanBuilders.manifest("Search")]), to: output.path, options: WriteOptions(prune: true))
        #expect(output.folders() == [".modgen", "Packages", "Packages/Search"])
    }

    @Test func pruneRefusesAnEditedOrphanAndForceReleasesIt() throws {
        let output = try OutputFolder()
        _ = try writer.write(PlanBuilders.modules(["Search", "Utils"]), to: output.path)
        try output.plant("Packages/Utils/Package.swift", "// edited\n")
        let pruning = WriteOptions(prune: true)
        let report = try writer.write(PlanBuilders.modules(["Search"]), to: output.path, options: pruning)
        #expect(report.refused == ["Packages/Utils/Package.swift"])
        #expect(report.pruned.isEmpty)
        #expect(try output.text("Packages/Utils/Package.swift") == "// edited\n")

        let forced = try writer.write(
            PlanBuilders.modules(["Search"]), to: output.path, options: WriteOptions(force: true, prune: true))
        #expect(forced.refused.isEmpty && forced.pruned.isEmpty)
        #expect(try output.text("Packages/Utils/Package.swift") == "// edited\n", "an edit is never deleted")
        let after = try writer.write(PlanBuilders.modules(["Search"]), to: output.path, options: pruning)
        #expect(after.orphaned.isEmpty && after.refused.isEmpty)
    }

    @Test func anOrphanAlreadyDeletedIsForgotten() throws {
        let output = try OutputFolder()
        _ = try writer.write(PlanBuilders.modules(["Search", "Utils"]), to: output.path)
        try FileManager.default.removeItem(at: output.url("Packages/Utils"))
        let report = try writer.write(PlanBuilders.modules(["Search"]), to: output.path)
        #expect(report.orphaned.isEmpty)
        #expect(try !output.text(".modgen/state").contains("Utils"))
    }
}
