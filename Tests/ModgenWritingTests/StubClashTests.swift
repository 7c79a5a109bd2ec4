import Foundation
import Testing

@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph
@testable import ModgenPlanning
@testable import ModgenWriting

/// A stub that would declare a type a Swift file already in its target declares is not
/// written (the target would not compile): the report names, per stub, the file and the type.
/// Issue #14: switching Home to `mvvm` wrote `View/HomeView.swift` beside `HomeView.swift`.
@Suite struct StubClashTests {
    let writer = TreeWriter()
    let folder = "Packages/Home/Sources/Home"
    var old: String { "\(folder)/HomeView.swift" }
    var new: String { "\(folder)/View/HomeView.swift" }

    private func plan(_ contents: String = "#if canImport(SwiftUI)\npublic struct HomeView {}\n#endif\n") -> Plan {
        Plan(files: [
            PlanBuilders.manifest("Home"),
            PlannedFile(path: new, contents: contents, ownership: .stub, module: "Home", targetFolder: folder),
        ])
    }

    @Test func aStubDeclaringATypeAnOldFileDeclaresIsNotWritten() throws {
        let output = try OutputFolder()
        try output.plant(old, "import SwiftUI\n\n/// Home's screen.\npublic struct HomeView: View {}\n")
        let report = try writer.write(plan(), to: output.path, options: WriteOptions(inputs: PlanFingerprint(first: 1, second: 2)))
        #expect(!output.exists(new))
        #expect(report.created == ["Packages/Home/Package.swift"])
        #expect(report.stubClashes == [StubClash(path: new, declarations: [.init(typeName: "HomeView", existingFile: old)])])
        #expect(report.summary == "created 1, updated 0, unchanged 0, orphaned 0, stubs not written 1")
        #expect(report.stubClashes.first?.warning == """
            \(new): warning: not written: it declares 'HomeView', which \(old) already declares; \
            move 'HomeView' out of \(old) (or delete the old file), then run modgen generate again to write it
            """)
        #expect(try !output.text(".modgen/state").contains(new), "never written, so not recorded")
        #expect(!output.exists(".modgen/inputs"), "a run with a clash is not clean: the fast path would hide it")

        try FileManager.default.removeItem(at: output.url(old))
        let next = try writer.write(plan(), to: output.path)
        #expect(next.created == [new] && next.stubClashes.isEmpty)
        #expect(output.exists(new))
    }

    @Test func commentsStringsAndNestedTypesDoNotClash() throws {
        let output = try OutputFolder()
        try output.plant(old, """
            // public struct HomeView {}
            /* struct HomeView */
            let text = "struct HomeView {}"
            let more = \"""
                enum HomeView {}
                \"""
            enum Screens { struct HomeView {} }
            """)
        let report = try writer.write(plan(), to: output.path)
        #expect(report.stubClashes.isEmpty)
        #expect(report.created.contains(new))
    }

    @Test func everyKindOfDeclarationClashesAndEachIsNamed() throws {
        let output = try OutputFolder()
        try output.plant("\(folder)/A.swift", "final class HomeModel {}\n")
        try output.plant("\(folder)/Deep/B.swift", "typealias HomeRoute = Int\nactor Other {}\n")
        let stub = "protocol HomeRoute {}\npublic final class HomeModel {}\nenum Fresh {}\n"
        let report = try writer.write(plan(stub), to: output.path)
        #expect(!output.exists(new))
        #expect(report.stubClashes.first?.declarations == [
            .init(typeName: "HomeModel", existingFile: "\(folder)/A.swift"),
            .init(typeName: "HomeRoute", existingFile: "\(folder)/Deep/B.swift"),
        ])
        #expect(report.stubClashes.first?.warning.contains("it declares 'HomeModel', which \(folder)/A.swift already declares and 'HomeRoute', which \(folder)/Deep/B.swift already declares; move 'HomeModel' out of \(folder)/A.swift and 'HomeRoute' out of \(folder)/Deep/B.swift") == true)
    }

    @Test func filesOfAnotherTargetDoNotClash() throws {
        let output = try OutputFolder()
        try output.plant("Packages/Home/Tests/HomeTests/HomeView.swift", "struct HomeView {}\n")
        try output.plant("Packages/Home/Sources/HomeExample/HomeView.swift", "struct HomeView {}\n")
        let report = try writer.write(plan(), to: output.path)
        #expect(report.stubClashes.isEmpty && output.exists(new))
    }

    /// `mv SearchFacade.swift Search.swift`, then `--restore-stubs`: bringing the stub back
    /// would declare `SearchFacade` twice, so it stays out, and stays recorded as written.
    @Test func restoringAStubBesideItsRenamedCopyIsAClash() throws {
        let output = try OutputFolder()
        let plan = PlanBuilders.modules(["Search"])
        let stub = plan.files[1]
        let withFolder = Plan(files: [plan.files[0], PlannedFile(
            path: stub.path, contents: stub.contents, ownership: .stub, module: "Search", targetFolder: "Packages/Search/Sources/Search")])
        _ = try writer.write(withFolder, to: output.path)
        let renamed = "Packages/Search/Sources/Search/SearchService.swift"
        try FileManager.default.moveItem(at: output.url(stub.path), to: output.url(renamed))
        let report = try writer.write(withFolder, to: output.path, options: WriteOptions(restoreStubs: true))
        #expect(report.created.isEmpty && report.stubsRestored.isEmpty)
        #expect(report.stubClashes.map(\.path) == [stub.path])
        #expect(report.stubClashes.first?.declarations.first?.existingFile == renamed)
        #expect(!output.exists(stub.path))
        #expect(try output.text(".modgen/state").contains("s - \(stub.path)\n"))
    }
}
