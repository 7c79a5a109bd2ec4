import Foundation
import Testing

/// Golden files under `Tests/Fixtures`. `RECORD_SNAPSHOTS=1` rewrites them and fails the
/// test on purpose, so a recording run is never mistaken for a passing one.
enum Snapshot {
    static var fixtures: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures")
    }

    static var recording: Bool { ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" }

    /// Compares `text` with the golden file at `Tests/Fixtures/<path>`.
    static func assert(_ text: String, matches path: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = fixtures.appendingPathComponent(path)
        if recording {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
            Issue.record("recorded \(path); run again without RECORD_SNAPSHOTS to check it", sourceLocation: sourceLocation)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(text == expected, "differs from golden \(path) (RECORD_SNAPSHOTS=1 re-records)", sourceLocation: sourceLocation)
    }

    /// The repository's Examples folder.
    static var examples: URL {
        fixtures.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples")
    }
}
