import Foundation
import Testing

@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph
@testable import ModgenPlanning
@testable import ModgenWriting

/// Generated manifests belong to modgen, but a person's edit is never overwritten silently.
@Suite struct HandEditTests {
    let writer = TreeWriter()
    let manifest = "Packages/Search/Package.swift"

    @Test func refusesAHandEditedManifestAndWritesTheRest() throws {
        let output = try OutputFolder()
        _ = try writer.write(PlanBuilders.modules(["Search"]), to: output.path)
        try output.plant(manifest, "// my own manifest\n")
        let report = try writer.write(
            PlanBuilders.modules(["Search", "Utils"], manifestBody: "// v2\n"), to: output.path)
        #expect(report.refused == [manifest])
        #expect(!report.succeeded)
        #expect(report.created == ["Packages/Utils/Package.swift", "Packages/Utils/Sources/Utils/Utils.swift"])
        #expect(try output.text(manifest) == "// my own manifest\n")

        let again = try writer.write(
            PlanBuilders.modules(["Search", "Utils"], manifestBody: "// v2\n"), to: output.path)
        #expect(again.refused == [manifest], "the edit must stay refused on the next run")
    }

    @Test func forceOverwritesTheEditAndRecordsIt() throws {
        let output = try OutputFolder()
        _ = try writer.write(PlanBuilders.modules(["Search"]), to: output.path)
        try output.plant(manifest, "// my own manifest\n")
        let forced = try writer.write(
            PlanBuilders.modules(["Search"]), to: output.path, options: WriteOptions(force: true))
        #expect(forced.updated == [manifest])
        #expect(forced.refused.isEmpty)
        #expect(try output.text(manifest) == PlanBuilders.manifest("Search").contents)
        let after = try writer.write(PlanBuilders.modules(["Search"], manifestBody: "// v2\n"), to: output.path)
        #expect(after.updated == [manifest])
    }

    @Test func refusesAManifestModgenNeverWrote() throws {
        let output = try OutputFolder()
        try output.plant(manifest, "// a package someone already had\n")
        let report = try writer.write(PlanBuilders.modules(["Search"]), to: output.path)
        #expect(report.refused == [manifest])
        #expect(report.created == ["Packages/Search/Sources/Search/Search.swift"])
        #expect(try output.text(manifest) == "// a package someone already had\n")
    }

    @Test func anEditThatMatchesThePlanIsSimplyUnchanged() throws {
        let output = try OutputFolder()
        try output.plant(manifest, PlanBuilders.manifest("Search").contents)
        let report = try writer.write(PlanBuilders.modules(["Search"]), to: output.path)
        #expect(report.refused.isEmpty)
        #expect(report.unchanged == [manifest])
    }

    @Test func aSymbolicLinkAtAManifestIsRefusedAndForceReplacesOnlyTheLink() throws {
        let output = try OutputFolder()
        try output.plant("elsewhere.swift", "// linked\n")
        try FileManager.default.createDirectory(at: output.url("Packages/Search"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: output.url(manifest).path, withDestinationPath: output.url("elsewhere.swift").path)
        let report = try writer.write(PlanBuilders.modules(["Search"]), to: output.path)
        #expect(report.refused == [manifest])
        _ = try writer.write(PlanBuilders.modules(["Search"]), to: output.path, options: WriteOptions(force: true))
        #expect(try output.text("elsewhere.swift") == "// linked\n")
        #expect(try output.text(manifest) == PlanBuilders.manifest("Search").contents)
    }
}
