import Foundation
import Testing
@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph
import ModgenTestSupport

/// The spec file itself: missing, a folder, empty, not UTF-8, not YAML, several documents.
@Suite struct SpecFileReaderTests {
    private func lines(files: [String: String] = [:], bytes: [UInt8]? = nil, load name: String = "modules.yml") throws -> [String] {
        let snippet = try SpecSnippet(files: files)
        defer { snippet.remove() }
        if let bytes { try Data(bytes).write(to: snippet.folder.appendingPathComponent(name)) }
        return snippet.lines(snippet.load(name))
    }

    @Test func missingFile() throws {
        #expect(try lines() == ["modules.yml: error: spec file 'modules.yml' not found"])
    }

    @Test func directory() throws {
        #expect(try lines(files: ["specs/a.yml": "name: A"], load: "specs") == [
            "specs: error: spec file 'specs' is a directory, not a YAML file",
        ])
    }

    @Test func emptyAndCommentsOnly() throws {
        let expected = ["modules.yml: error: spec file 'modules.yml' is empty: it needs at least 'name:' and 'modules:'"]
        #expect(try lines(files: ["modules.yml": ""]) == expected)
        #expect(try lines(files: ["modules.yml": "# nothing yet\n\n# still nothing\n"]) == expected)
    }

    @Test func invalidUTF8PointsAtTheByte() throws {
        let bytes = Array("name: Atlas\nmodules: {}\n# caf".utf8) + [0xE9, 0x0A]
        #expect(try lines(bytes: bytes) == ["modules.yml:3:6: error: spec file is not valid UTF-8: save it as UTF-8"])
    }

    @Test func yamlSyntaxError() throws {
        let found = try lines(files: ["modules.yml": "name: Atlas\nmodules: [a, b\n"])
        #expect(found == [
            "modules.yml:2:15: error: this list is never closed; add ']' after 'b'\nmodules.yml:2:10: note: the list starts here",
        ])
    }

    @Test func rootMustBeAMapping() throws {
        #expect(try lines(files: ["modules.yml": "- name: Atlas\n"]) == [
            "modules.yml:1:1: error: a spec file must be a mapping of keys (name, modules, ...), found a sequence",
        ])
    }

    @Test func moreDocumentsAreIgnoredWithAWarning() throws {
        #expect(try lines(files: ["modules.yml": "name: Atlas\nmodules:\n  Utils: { type: core }\n---\nname: B\n"]) == [
            "modules.yml:5:1: warning: only the first YAML document of 'modules.yml' is read; 1 more ignored",
        ])
    }
}
