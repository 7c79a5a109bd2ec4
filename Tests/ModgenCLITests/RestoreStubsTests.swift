import Foundation
import Testing

/// Issue #14: a deleted or renamed stub came back on the next run (two `SearchFacade` types
/// after `mv SearchFacade.swift Search.swift`). Stubs are written once; `--restore-stubs`
/// brings the missing ones back.
@Suite struct RestoreStubsTests {
    private let folder = "Packages/Features/Search/Sources/Search"
    private var stub: String { "\(folder)/SearchFacade.swift" }

    private func regenerate(_ output: URL, _ extra: [String] = []) throws -> ProcessResult {
        let spec = Snapshot.examples.appendingPathComponent("Maps/modules.yml")
        return try Modgen.run(["generate", "--spec", spec.path, "--output", output.path] + extra)
    }

    @Test func aDeletedStubIsNotWrittenAgainUntilRestored() throws {
        let output = try Modgen.generateExample("Maps")
        let url = output.appendingPathComponent(stub)
        let original = try String(contentsOf: url, encoding: .utf8)
        try FileManager.default.removeItem(at: url)
        for _ in 0..<2 {  // the full path, then the fast path
            let again = try regenerate(output)
            #expect(again.status == 0, "\(again.stderr)")
            #expect(again.stdout.hasPrefix("created 0, updated 0, unchanged 55, orphaned 0, deleted stubs left out 1 in "))
            #expect(!FileManager.default.fileExists(atPath: url.path))
        }
        let restored = try regenerate(output, ["--restore-stubs"])
        #expect(restored.status == 0, "\(restored.stderr)")
        #expect(restored.stdout.hasPrefix("restored \(stub)\ncreated 1, updated 0, unchanged 55, orphaned 0 in "))
        #expect(try String(contentsOf: url, encoding: .utf8) == original)
    }

    @Test func aRenamedStubIsNotWrittenAgain() throws {
        let output = try Modgen.generateExample("Maps")
        let renamed = output.appendingPathComponent("\(folder)/Search.swift")
        try FileManager.default.moveItem(at: output.appendingPathComponent(stub), to: renamed)
        let again = try regenerate(output)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent(stub).path))
        let sources = try FileManager.default.contentsOfDirectory(atPath: output.appendingPathComponent(folder).path)
        #expect(sources.sorted() == ["Search.swift", "SearchView.swift"])
    }

    /// The case: `mv SearchFacade.swift Search.swift`, then `--restore-stubs` would
    /// declare `SearchFacade` twice; the run says so instead.
    @Test func restoringBesideARenamedCopyNamesTheClash() throws {
        let output = try Modgen.generateExample("Maps")
        try FileManager.default.moveItem(at: output.appendingPathComponent(stub), to: output.appendingPathComponent("\(folder)/Search.swift"))
        let restored = try regenerate(output, ["--restore-stubs"])
        #expect(restored.status == 0, "\(restored.stderr)")
        #expect(restored.stderr.contains("\(stub): warning: not written: it declares 'SearchFacade', which \(folder)/Search.swift already declares"))
        #expect(!restored.stdout.contains("restored"))
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent(stub).path))
    }
}
