import Foundation
import Testing

/// `yaml2json` as a user runs it.
@Suite struct Yaml2JSONCommandTests {
    private func temporaryFile(_ text: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("y2j-\(UUID().uuidString).yml")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    @Test func printsOneJSONValuePerDocument() throws {
        let file = try temporaryFile("base: &b {x: 1}\nuse:\n  <<: *b\n  y: 5.10\n---\n[NO, 0x10, ~]\n")
        let result = try ProcessRunner.run(try BuiltProduct.url("yaml2json"), [file.path])
        #expect(result.status == 0)
        #expect(result.stdout == "{\"base\":{\"x\":1},\"use\":{\"y\":5.1,\"x\":1}}\n[\"NO\",16,null]\n")
    }

    @Test func invalidYAMLIsAPositionedErrorAndExit1() throws {
        let file = try temporaryFile("a: 1\na: 2\n")
        let result = try ProcessRunner.run(try BuiltProduct.url("yaml2json"), [file.path])
        #expect(result.status == 1)
        #expect(result.stderr == "\(file.path):2:1: error: duplicate key 'a' (first defined at \(file.path):1:1)\n")
    }
}
