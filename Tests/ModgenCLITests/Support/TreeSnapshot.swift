import Foundation
import Testing

/// Golden trees: a generated folder compared file by file with `Tests/Fixtures/<case>/expected`.
enum TreeSnapshot {
    /// Files modgen keeps for itself that are not output (the lock, the fast path's input
    /// fingerprint, which changes with every template edit, its file stamps, which are this
    /// machine's inodes and times, and its sources, named as this run named the spec);
    /// everything else is compared.
    static let ignored: Set<String> = [".modgen/lock", ".modgen/inputs", ".modgen/stat", ".modgen/sources"]

    /// Relative paths of every regular file below `root`, sorted.
    static func files(in root: URL) throws -> [String] {
        let base = root.standardizedFileURL.path
        guard let enumerator = FileManager.default.enumerator(atPath: base) else { return [] }
        var paths: [String] = []
        while let path = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: base + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue, !ignored.contains(path) {
                paths.append(path)
            }
        }
        return paths.sorted()
    }

    static func assert(_ generated: URL, matches fixture: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let expected = Snapshot.fixtures.appendingPathComponent(fixture)
        if Snapshot.recording {
            try? FileManager.default.removeItem(at: expected)
            try FileManager.default.createDirectory(at: expected, withIntermediateDirectories: true)
            for path in try files(in: generated) {
                let target = expected.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try FileManager.default.copyItem(at: generated.appendingPathComponent(path), to: target)
            }
            Issue.record("recorded \(fixture); read it, then run again without RECORD_SNAPSHOTS", sourceLocation: sourceLocation)
            return
        }
        let actualFiles = try files(in: generated), expectedFiles = try files(in: expected)
        let missing = expectedFiles.filter { !actualFiles.contains($0) }, extra = actualFiles.filter { !expectedFiles.contains($0) }
        #expect(missing.isEmpty && extra.isEmpty, "file lists differ from \(fixture): missing \(missing), not expected \(extra)", sourceLocation: sourceLocation)
        var differing: [String] = []
        for path in actualFiles where expectedFiles.contains(path) {
            let actual = try Data(contentsOf: generated.appendingPathComponent(path))
            let golden = try Data(contentsOf: expected.appendingPathComponent(path))
            if actual != golden { differing.append(path) }
        }
        let shown = try differing.prefix(3).map { path in
            try unifiedDiff(expected.appendingPathComponent(path), generated.appendingPathComponent(path), label: path)
        }
        #expect(
            differing.isEmpty,
            "\(differing.count) file(s) differ from \(fixture) (RECORD_SNAPSHOTS=1 re-records):\n\(shown.joined(separator: "\n"))",
            sourceLocation: sourceLocation)
    }

    /// `diff -U5` of the golden file and the generated one, cut to 60 lines.
    static func unifiedDiff(_ golden: URL, _ generated: URL, label: String) throws -> String {
        let result = try ProcessRunner.run(
            URL(fileURLWithPath: "/usr/bin/diff"),
            ["-U5", "--label", "expected/\(label)", "--label", "generated/\(label)", golden.path, generated.path])
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.prefix(60).joined(separator: "\n") + (lines.count > 60 ? "\n... (\(lines.count - 60) more lines)" : "")
    }
}
