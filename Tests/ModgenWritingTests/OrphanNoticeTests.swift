import Foundation
import Testing

@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph
@testable import ModgenPlanning
@testable import ModgenWriting

/// Each orphan's message says what is true for its kind: `--prune` deletes only generated
/// files still holding modgen's bytes, never sources (it stops tracking them), and with
/// `--force` only stops tracking an edited file; a module still in the spec is named.
@Suite struct OrphanNoticeTests {
    let writer = TreeWriter()
    let readme = PlannedFile(path: "README.md", contents: "# Demo\n", ownership: .generated)

    private func helper(_ module: String) -> PlannedFile {
        PlannedFile(
            path: "Packages/\(module)/Sources/\(module)/Helper.swift", contents: "// helper\n", ownership: .stub,
            module: module)
    }

    @Test func aRemovedModulesManifestAndSource() throws {
        let output = try OutputFolder()
        _ = try writer.write(PlanBuilders.modules(["Search", "Utils"]), to: output.path)
        let report = try writer.write(PlanBuilders.modules(["Search"]), to: output.path)
        #expect(
            report.orphanWarning("Packages/Utils/Package.swift")
                == "Packages/Utils/Package.swift: warning: orphaned: its module is no longer in the spec (--prune deletes it)")
        #expect(
            report.orphanWarning("Packages/Utils/Sources/Utils/Utils.swift")
                == "Packages/Utils/Sources/Utils/Utils.swift: warning: orphaned: a source of a module no longer in the spec (sources are never deleted; --prune stops tracking it)")
        let pruned = try writer.write(PlanBuilders.modules(["Search"]), to: output.path, options: WriteOptions(prune: true))
        #expect(
            pruned.orphanWarning("Packages/Utils/Sources/Utils/Utils.swift")
                == "Packages/Utils/Sources/Utils/Utils.swift: warning: orphaned: a source of a module no longer in the spec (sources are never deleted: kept, and no longer tracked)")
    }

    @Test func aFileItsModulesTemplateSetNoLongerHas() throws {
        let output = try OutputFolder()
        let search = PlanBuilders.modules(["Search"])
        _ = try writer.write(Plan(files: search.files + [helper("Search")]), to: output.path)
        let report = try writer.write(search, to: output.path)
        let path = helper("Search").path
        #expect(report.orphans[path] == .init(kind: .source, module: "Search", forgotten: false))
        #expect(
            report.orphanWarning(path)
                == "\(path): warning: orphaned: the template set of module 'Search' no longer has this file (sources are never deleted; --prune stops tracking it)")
    }

    @Test func theReadmeTheSpecNoLongerAsksFor() throws {
        let output = try OutputFolder()
        let search = PlanBuilders.modules(["Search"])
        _ = try writer.write(Plan(files: search.files + [readme]), to: output.path)
        let report = try writer.write(search, to: output.path)
        #expect(
            report.orphanWarning("README.md")
                == "README.md: warning: orphaned: the spec no longer asks for a generated README (--prune deletes it)")
    }

    /// A README the person edited: `--prune` refuses to delete it, and the refusal does not
    /// promise that `--force` replaces it: `--force` with `--prune` only stops tracking it.
    @Test func anEditedReadmeIsNeverDeleted() throws {
        let output = try OutputFolder()
        let search = PlanBuilders.modules(["Search"])
        _ = try writer.write(Plan(files: search.files + [readme]), to: output.path)
        try output.plant("README.md", "# My own README\n")
        let kept = try writer.write(search, to: output.path)
        #expect(
            kept.orphanWarning("README.md")
                == "README.md: warning: orphaned: the spec no longer asks for a generated README (edited since modgen wrote it, so --prune keeps it; --prune --force stops tracking it)")
        let refused = try writer.write(search, to: output.path, options: WriteOptions(prune: true))
        #expect(refused.refused == ["README.md"])
        #expect(
            refused.refusal("README.md")
                == "README.md: error: edited since modgen wrote it (or not written by modgen); --prune does not delete it (with --force, modgen stops tracking it and leaves the file)")
        let forced = try writer.write(search, to: output.path, options: WriteOptions(force: true, prune: true))
        #expect(forced.orphans["README.md"]?.forgotten == true)
        #expect(
            forced.orphanWarning("README.md")
                == "README.md: warning: orphaned: the spec no longer asks for a generated README (edited since modgen wrote it: kept, and no longer tracked)")
        #expect(try output.text("README.md") == "# My own README\n")
    }

    @Test func anEditedPlannedManifestStillSaysForceReplacesIt() throws {
        let output = try OutputFolder()
        _ = try writer.write(PlanBuilders.modules(["Search"]), to: output.path)
        try output.plant("Packages/Search/Package.swift", "// edited\n")
        let report = try writer.write(PlanBuilders.modules(["Search"], manifestBody: "// v2\n"), to: output.path)
        #expect(
            report.refusal("Packages/Search/Package.swift")
                == "Packages/Search/Package.swift: error: edited since modgen wrote it (or not written by modgen); not overwritten (use --force to replace it)")
    }
}
