import Foundation
import Testing

/// Issue #14: switching a module to the `mvvm` set wrote `View/HomeView.swift` beside the
/// `default` set's `HomeView.swift`: two `public struct HomeView` in one module. The new
/// stub is left out, and the run says which old file declares which type.
@Suite struct TemplateSetSwitchTests {
    private let folder = "Packages/Features/Home/Sources/Home"

    @Test func switchingToMvvmLeavesOutTheViewTheOldSetAlreadyDeclares() throws {
        let root = try Scratch.folder("set-switch")
        #expect(try Modgen.run(["init", "Atlas", "--output", root.path]).status == 0)
        let spec = root.appendingPathComponent("modules.yml")
        let text = try String(contentsOf: spec, encoding: .utf8)
        #expect(text.contains("\n  Home:\n    type: feature\n"))
        try text.replacingOccurrences(of: "\n  Home:\n    type: feature\n", with: "\n  Home:\n    type: feature\n    templateSet: mvvm\n")
            .write(to: spec, atomically: true, encoding: .utf8)

        let switched = try Modgen.run(["generate", "--spec", spec.path])
        #expect(switched.status == 0, "\(switched.stderr)")
        #expect(switched.stderr.contains("""
            \(folder)/View/HomeView.swift: warning: not written: it declares 'HomeView', which \(folder)/HomeView.swift already declares; \
            move 'HomeView' out of \(folder)/HomeView.swift (or delete the old file), then run modgen generate again to write it
            """), "\(switched.stderr)")
        // The test target clashes too: mvvm's view-model test and the default set's facade
        // test both declare the stub `StubHomeDependencies`.
        #expect(switched.stderr.contains("""
            Packages/Features/Home/Tests/HomeTests/HomeViewModelTests.swift: warning: not written: it declares \
            'StubHomeDependencies', which Packages/Features/Home/Tests/HomeTests/HomeFacadeTests.swift already declares
            """), "\(switched.stderr)")
        #expect(switched.stdout.contains("stubs not written 2"))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("\(folder)/View/HomeView.swift").path))
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("\(folder)/ViewModel/HomeViewModel.swift").path))

        try FileManager.default.removeItem(at: root.appendingPathComponent("\(folder)/HomeView.swift"))
        let moved = try Modgen.run(["generate", "--spec", spec.path])
        #expect(moved.status == 0, "\(moved.stderr)")
        #expect(!moved.stderr.contains("View/HomeView.swift: warning"))
        #expect(moved.stdout.contains("stubs not written 1"))
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("\(folder)/View/HomeView.swift").path))
    }
}
