import Foundation
import Testing
import YAMLTree

/// The yaml-test-suite cases beside the repository: valid cases must produce `in.json`
/// through the same code `yaml2json` runs; error cases must be rejected.
@Suite struct ConformanceTests {
    struct Outcome {
        var passed: [String] = []
        var failed: [String] = []
    }

    @Test func everyCaseOutsideLibYAMLsKnownFailuresPasses() throws {
        let suite = SharedFolder.yamlTestSuite
        let casesFolder = suite.appendingPathComponent("cases")
        let fileManager = FileManager.default
        try #require(fileManager.fileExists(atPath: casesFolder.path), "yaml-test-suite not found at \(casesFolder.path): ../shared must sit beside the repository (or set MODGEN_SHARED)")
        let knownFailures = try Set(String(contentsOf: suite.appendingPathComponent("libyaml-0.2.5-known-failures.txt"), encoding: .utf8)
            .split(whereSeparator: \.isNewline).map(String.init))
        var outcome = Outcome()
        var unrepresentable: [String] = []
        for name in try fileManager.contentsOfDirectory(atPath: casesFolder.path).sorted() where !knownFailures.contains(name) {
            let folder = casesFolder.appendingPathComponent(name)
            let isError = fileManager.fileExists(atPath: folder.appendingPathComponent("error").path)
            let hasJSON = fileManager.fileExists(atPath: folder.appendingPathComponent("in.json").path)
            guard isError || hasJSON else {
                // Valid, but not representable as JSON (complex keys): it must still load.
                if !rejects(folder) { unrepresentable.append(name) } else { outcome.failed.append(name) }
                continue
            }
            let verdict = isError ? rejects(folder) : matchesJSON(folder)
            if verdict { outcome.passed.append(name) } else { outcome.failed.append(name) }
        }
        print("yaml-test-suite: \(outcome.passed.count) passed, \(outcome.failed.count) failed")
        print("yaml-test-suite: \(unrepresentable.count) valid cases without in.json loaded")
        #expect(outcome.failed.isEmpty, "failed cases: \(outcome.failed.joined(separator: " "))")
        #expect(outcome.passed.count == 161 + 52)
        #expect(unrepresentable.count == 12)
    }

    private func rejects(_ folder: URL) -> Bool {
        do {
            _ = try YAMLLoader.load(contentsOfFile: folder.appendingPathComponent("in.yaml").path)
            return false
        } catch {
            return true
        }
    }

    private func matchesJSON(_ folder: URL) -> Bool {
        do {
            let documents = try YAMLLoader.load(contentsOfFile: folder.appendingPathComponent("in.yaml").path)
            let ours = try documents.map { try JSONValue.parseStream(JSONRenderer.render($0)) }.flatMap { $0 }
            let expected = try JSONValue.parseStream(String(contentsOf: folder.appendingPathComponent("in.json"), encoding: .utf8))
            return ours == expected
        } catch {
            return false
        }
    }
}
