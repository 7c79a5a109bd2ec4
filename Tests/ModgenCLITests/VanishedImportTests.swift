import Foundation
import Testing

/// A module renamed by hand in the spec: `generate` still exits 0 (the tree is written), and
/// warns at each import of the old name, which the next build could not resolve.
@Suite struct VanishedImportTests {
    @Test func aHandRenameWarnsAtEveryImportOfTheOldName() throws {
        let root = try Scratch.folder("vanished")
        let spec = root.appendingPathComponent("modules.yml")
        try FileManager.default.copyItem(at: Snapshot.examples.appendingPathComponent("Maps/modules.yml"), to: spec)
        let first = try Modgen.run(["generate", "--spec", spec.path])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(!first.stderr.contains("no longer a module"), "\(first.stderr)")

        let text = try String(contentsOf: spec, encoding: .utf8)
            .replacingOccurrences(of: "[Search, Directions", with: "[Find, Directions")
            .replacingOccurrences(of: "\n  Search:\n", with: "\n  Find:\n")
            .replacingOccurrences(of: "serves: [Search]", with: "serves: [Find]")
        try text.write(to: spec, atomically: true, encoding: .utf8)
        let second = try Modgen.run(["generate", "--spec", spec.path])
        #expect(second.status == 0, "\(second.stderr)")
        let warnings = second.stderr.split(separator: "\n").filter { $0.contains("no longer a module of the spec") }.map(String.init)
        let base = root.path
        #expect(warnings.count == 2, "\(second.stderr)")
        #expect(warnings.contains { $0.hasPrefix("\(base)/Packages/App/MapsApp/Sources/MapsAppKit/CompositionRoot.swift:4:8: warning: 'Search' is no longer") })
        #expect(warnings.contains { $0.hasPrefix("\(base)/Packages/Deps/SearchDeps/Sources/SearchDeps/SearchDeps.swift:3:8: warning: 'SearchInterface' is no longer") })
    }
}
