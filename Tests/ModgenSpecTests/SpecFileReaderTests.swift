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

    /// A spec this large (`SpecFileChecks.besideFrom`) is parsed while its checks run on
    /// another thread: what they find is still what the load goes by, as if they came first.
    private func largeSpec(modules count: Int = 12_000, head: String = "name: Big") -> [UInt8] {
        var text = head + "\nmodules:\n"
        for index in 0..<count { text += "  Module\(index): { type: core }\n" }
        let bytes = Array(text.utf8)
        #expect(bytes.count >= SpecFileChecks.besideFrom)
        return bytes
    }

    @Test func largeSpecNotUTF8IsRefusedBeforeItsYAMLIsRead() throws {
        // A stray byte in a comment near the end: the parse alone would not mind it.
        let bytes = largeSpec() + Array("# caf".utf8) + [0xE9, 0x0A]
        #expect(try lines(bytes: bytes) == ["modules.yml:12003:6: error: spec file is not valid UTF-8: save it as UTF-8"])
        // Not UTF-8 and not YAML either: the UTF-8 error alone, as for a small file.
        let broken = largeSpec() + Array("  Bad: [a, b\n# caf".utf8) + [0xE9, 0x0A]
        #expect(try lines(bytes: broken) == ["modules.yml:12004:6: error: spec file is not valid UTF-8: save it as UTF-8"])
    }

    @Test func largeSpecKeepsItsDigestAndItsReferences() throws {
        let bytes = largeSpec(head: "name: \"${PROJECT}\"")
        let log = DiagnosticLog()
        let loaded = SpecLoader(environment: ["PROJECT": "Atlas"])
            .loadWithInputs(SpecSource(path: "modules.yml", bytes: bytes), log: log)
        #expect(log.items.isEmpty)
        #expect(loaded.spec?.name == "Atlas")
        #expect(loaded.spec?.modules.count == 12_000)
        #expect(loaded.inputs.files == [SpecInputs.File(path: "modules.yml", digest: SpecFileDigest(bytes))])
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
