import Foundation
import Testing

@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph
@testable import ModgenPlanning
@testable import ModgenWriting

@Suite struct TreeWriterTests {
    let writer = TreeWriter()

    @Test func createsEveryFileThenLeavesThemUntouched() throws {
        let output = try OutputFolder()
        let plan = PlanBuilders.modules(["Search", "Utils"])
        let first = try writer.write(plan, to: output.path)
        #expect(first.created == plan.files.map(\.path))
        #expect(first.summary == "created 4, updated 0, unchanged 0, orphaned 0")
        #expect(try output.text("Packages/Search/Package.swift") == plan.files[0].contents)

        let past = Date(timeIntervalSince1970: 1_000_000)
        for file in plan.files { try output.setModificationDate(file.path, past) }
        try output.setModificationDate(".modgen/state", past)
        let second = try writer.write(plan, to: output.path)
        #expect(second.created.isEmpty && second.updated.isEmpty)
        #expect(second.unchanged == ["Packages/Search/Package.swift", "Packages/Utils/Package.swift"])
        #expect(second.stubsKept.count == 2)
        #expect(second.summary == "created 0, updated 0, unchanged 4, orphaned 0")
        for file in plan.files {
            #expect(try output.modificationDate(file.path) == past, "\(file.path) was touched")
        }
        #expect(try output.modificationDate(".modgen/state") == past, "a no-op run rewrote the state")
    }

    @Test func updatesOnlyTheManifestWhoseBytesChanged() throws {
        let output = try OutputFolder()
        _ = try writer.write(PlanBuilders.modules(["Search", "Utils"]), to: output.path)
        var files = PlanBuilders.modules(["Search", "Utils"]).files
        files[0] = PlanBuilders.manifest("Search", "// new dependency\n")
        let report = try writer.write(Plan(files: files), to: output.path)
        #expect(report.updated == ["Packages/Search/Package.swift"])
        #expect(report.unchanged == ["Packages/Utils/Package.swift"])
        #expect(try output.text("Packages/Search/Package.swift").hasSuffix("// new dependency\n"))
    }

    @Test func keepsTheExecutableBitOfAReplacedManifest() throws {
        let output = try OutputFolder()
        _ = try writer.write(PlanBuilders.modules(["Search"]), to: output.path)
        let manifest = output.url("Packages/Search/Package.swift").path
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: manifest)
        _ = try writer.write(PlanBuilders.modules(["Search"], manifestBody: "// v2\n"), to: output.path)
        let permissions = try FileManager.default.attributesOfItem(atPath: manifest)[.posixPermissions] as? Int
        #expect(permissions == 0o755)
    }

    @Test func stubsAreNeverOverwritten() throws {
        let output = try OutputFolder()
        try output.plant("Packages/Search/Sources/Search/Search.swift", "// mine\n")
        let report = try writer.write(PlanBuilders.modules(["Search"]), to: output.path)
        #expect(report.stubsKept == ["Packages/Search/Sources/Search/Search.swift"])
        #expect(report.created == ["Packages/Search/Package.swift"])
        #expect(try output.text("Packages/Search/Sources/Search/Search.swift") == "// mine\n")

        let forced = try writer.write(
            PlanBuilders.modules(["Search"]), to: output.path, options: WriteOptions(force: true))
        #expect(forced.stubsKept == ["Packages/Search/Sources/Search/Search.swift"])
        #expect(try output.text("Packages/Search/Sources/Search/Search.swift") == "// mine\n")
    }

    @Test func aDeletedManifestIsWrittenAgainADeletedStubIsNot() throws {
        let output = try OutputFolder()
        let plan = PlanBuilders.modules(["Search"])
        _ = try writer.write(plan, to: output.path)
        try FileManager.default.removeItem(at: output.url(plan.files[0].path))
        try FileManager.default.removeItem(at: output.url(plan.files[1].path))
        let report = try writer.write(plan, to: output.path)
        #expect(report.created == [plan.files[0].path])
        #expect(report.stubsDeleted == [plan.files[1].path])
        #expect(!output.exists(plan.files[1].path))
    }

    @Test func createsAMissingOutputRootWithItsParents() throws {
        let output = try OutputFolder()
        let root = output.url("a/b/out").path
        let report = try writer.write(PlanBuilders.modules(["Search"]), to: root)
        #expect(report.created.count == 2)
        #expect(output.exists("a/b/out/Packages/Search/Package.swift"))
    }
}
