import Foundation
import Testing

@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph
@testable import ModgenPlanning
@testable import ModgenWriting

/// An output root reached through a symbolic link to a folder (as `/tmp` is on macOS, or a
/// link the user made) is written like any other: the links the root is named through are
/// the user's choice; the guard still refuses links inside the root that lead out of it.
@Suite struct SymlinkedRootTests {
    let plan = PlanBuilders.modules(["Search"])

    @Test(arguments: ["link/out", "link/deeper/out", "link"])
    func writesThroughALinkedFolder(_ root: String) throws {
        let base = try OutputFolder()
        try FileManager.default.createDirectory(at: base.url("real"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: base.url("link").path, withDestinationPath: "real")
        let report = try TreeWriter().write(plan, to: base.url(root).path)
        #expect(report.created.count == 2 && report.succeeded)
        let real = root.replacingOccurrences(of: "link", with: "real")
        #expect(base.exists("\(real)/Packages/Search/Package.swift"))
        let again = try TreeWriter().write(plan, to: base.url(root).path)
        #expect(again.isUpToDate && again.unchanged.count == 1 && again.stubsKept.count == 1)
        let check = try TreeWriter().write(plan, to: base.url(root).path, options: WriteOptions(check: true))
        #expect(check.isUpToDate)
    }

    @Test func aLinkInsideTheRootLeadingOutIsStillRefused() throws {
        let base = try OutputFolder()
        try FileManager.default.createDirectory(at: base.url("real/out"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: base.url("elsewhere"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: base.url("link").path, withDestinationPath: "real")
        try FileManager.default.createSymbolicLink(
            atPath: base.url("real/out/Packages").path, withDestinationPath: base.url("elsewhere").path)
        #expect {
            _ = try TreeWriter().write(plan, to: base.url("link/out").path)
        } throws: { error in
            (error as? WriteError)?.reason == .leavesOutputRoot
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: base.url("elsewhere").path).isEmpty)
    }
}
