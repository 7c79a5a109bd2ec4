import Foundation
import Testing

/// `modgen dump` on the Maps example.
@Suite struct DumpCommandTests {
    private func dump(_ type: String) throws -> ProcessResult {
        let spec = Snapshot.examples.appendingPathComponent("Maps/modules.yml").path
        return try ProcessRunner.run(try BuiltProduct.url("modgen"), ["dump", "--spec", spec, "--type", type])
    }

    @Test func summaryCountsKindsAndNamesTheLongestChain() throws {
        let result = try dump("summary")
        #expect(result.status == 0)
        try Snapshot.assert(result.stdout, matches: "dump/Maps.summary.txt")
    }

    @Test func yamlDumpReadsBackAsTheJSONDump() throws {
        let yaml = try dump("yaml"), json = try dump("json")
        #expect(yaml.status == 0 && json.status == 0)
        try Snapshot.assert(yaml.stdout, matches: "dump/Maps.yml")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("dump-\(UUID().uuidString).yml")
        try Data(yaml.stdout.utf8).write(to: file)
        let converted = try ProcessRunner.run(try BuiltProduct.url("yaml2json"), [file.path])
        let compact = json.stdout.replacingOccurrences(of: "\n", with: "").replacingOccurrences(of: "  ", with: "").replacingOccurrences(of: "\": ", with: "\":")
        #expect(converted.stdout == compact + "\n")
    }
}
