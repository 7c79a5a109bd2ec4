import Testing
@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph
import ModgenTestSupport

/// Include paths no file can have are errors at the entry: a NUL (the system would read the
/// file named by the text before it) and `.` (the spec's own folder).
@Suite struct IncludePathTests {
    private let module = "modules:\n  Kit: { type: core }\n"

    @Test func aPathWithANULIsAnErrorNotTheFileBeforeIt() throws {
        let snippet = try SpecSnippet(files: [
            "modules.yml": "name: Kit\ninclude: [\"a.yml\\u0000x\"]\n" + module,
            "a.yml": "modules:\n  Extra: { type: core }\n",
        ])
        defer { snippet.remove() }
        let result = snippet.load()
        #expect(result.graph == nil)
        #expect(snippet.lines(result) == ["modules.yml:2:11: error: an include path cannot contain a NUL character (\\0): no file name can"])
    }

    @Test(arguments: [".", "sub/..", "./"])
    func aPathNamingTheSpecsFolderSaysItIsAFolder(path: String) throws {
        let snippet = try SpecSnippet(files: ["modules.yml": "name: Kit\ninclude: [\"\(path)\"]\n" + module, "sub/x.yml": "{}"])
        defer { snippet.remove() }
        let result = snippet.load()
        #expect(snippet.lines(result) == ["modules.yml:2:11: error: included file '\(snippet.folder.path)' is a directory, not a YAML file"])
    }
}
