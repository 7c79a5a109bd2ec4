import Foundation
import Testing

/// A generated package's manifest as SwiftPM reads it (`swift package dump-package`).
enum DumpedManifest {
    /// The manifest of the package at `path` under `output`, as JSON.
    static func read(_ output: URL, _ path: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: Any] {
        let dump = try ProcessRunner.runTool("swift", ["package", "dump-package", "--package-path", output.appendingPathComponent(path).path])
        #expect(dump.status == 0, "dump-package \(path): \(dump.stderr)", sourceLocation: sourceLocation)
        return try #require(try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any], sourceLocation: sourceLocation)
    }

    /// The target `name` of a dumped manifest.
    static func target(_ manifest: [String: Any], _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: Any] {
        let targets = manifest["targets"] as? [[String: Any]] ?? []
        return try #require(targets.first { $0["name"] as? String == name }, sourceLocation: sourceLocation)
    }
}
