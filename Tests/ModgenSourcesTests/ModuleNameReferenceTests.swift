import Testing
@testable import ModgenSources

/// What a module rename rewrites in a Swift file: imports of the module in every form and
/// `Module.`-qualified names, never a word inside a comment or a string, a member, or a
/// declaration that happens to share the name.
@Suite struct ModuleNameReferenceTests {
    private func found(_ source: String, _ modules: Set<String> = ["Search", "SearchInterface"]) -> [String] {
        SwiftSourceScanner.moduleReferences(to: modules, in: source).map { "\($0.name)@\($0.position)" }
    }

    @Test func everyImportForm() {
        let source = """
        import Search
        @testable import SearchInterface
        @_exported public import Search
        import struct Search.SearchItem
        import func SearchInterface.make
        import Search.Submodule
        import SearchDeps
        """
        #expect(found(source) == [
            "Search@1:8", "SearchInterface@2:18", "Search@3:26", "Search@4:15", "SearchInterface@5:13", "Search@6:8",
        ])
    }

    @Test func qualifiedNamesButNotMembersOrDeclarations() {
        let source = """
        let facade = Search.SearchFacade()
        let member = routes.Search.value
        let Search = 1
        var other = Search
        typealias Item = SearchInterface.Item
        """
        #expect(found(source) == ["Search@1:14", "SearchInterface@5:18"])
    }

    @Test func commentsAndStringsHoldNone() {
        let source = #"""
        // import Search
        /* Search.SearchFacade */
        let text = "import Search \(Search.name)"
        let raw = #"Search.SearchFacade"#
        let block = """
            import Search
            """
        """#
        // An interpolation is inside its string token: `\(Search.name)` is not rewritten (a
        // limit of the lexer, documented with the rename).
        #expect(found(source) == [])
    }

    @Test func byteOffsetsAreTheNameAfterMultiByteText() {
        let source = "let ü = \"é\"; import Search\n"
        let references = SwiftSourceScanner.moduleReferences(to: ["Search"], in: source)
        let bytes = Array(source.utf8)
        #expect(references.count == 1)
        if let reference = references.first {
            #expect(String(decoding: bytes[reference.start..<reference.end], as: UTF8.self) == "Search")
            #expect(reference.position == SourcePosition(line: 1, column: 23))
        }
    }
}
