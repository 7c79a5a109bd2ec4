import Foundation
import Testing
import YAMLTree

/// YAML syntax mistakes as a person makes them in a spec: the message in their terms, on the
/// line of the mistake, with the fix, and a note where the broken construct began.
@Suite struct SyntaxErrorMessageTests {
    private func failure(_ text: String) throws -> YAMLError {
        let thrown = #expect(throws: YAMLError.self) { try YAMLLoader.load(text, file: "modules.yml") }
        return try #require(thrown)
    }

    // MARK: The six mistakes of issue 20

    @Test func aTabIndentingALine() throws {
        let error = try failure("name: App\nmodules:\n  Foo:\n\ttype: core\n")
        #expect(error.description == """
            modules.yml:4:1: error: this line is indented with a tab; YAML indents with spaces only: replace the tab with spaces
            """)
    }

    @Test func aListNeverClosedIsReportedAtTheEndOfItsLineNotOnTheNext() throws {
        let error = try failure("name: App\nmodules:\n  Foo:\n    type: feature\n    dependencies: [Bar\n  Baz:\n    type: core\n")
        #expect(error.description == """
            modules.yml:5:23: error: this list is never closed; add ']' after 'Bar'
            modules.yml:5:19: note: the list starts here
            """)
    }

    @Test func aMappingNeverClosed() throws {
        let error = try failure("name: App\nmodules:\n  Foo: {type: core\n  Bar: {type: core}\n")
        #expect(error.description == """
            modules.yml:3:19: error: this mapping is never closed; add '}' after 'core'
            modules.yml:3:8: note: the mapping starts here
            """)
    }

    @Test func aQuoteNeverClosedIsReportedOnItsLineNotAtTheEndOfTheFile() throws {
        let error = try failure("name: App\nmodules:\n  Foo:\n    name: \"A\n")
        #expect(error.description == """
            modules.yml:4:13: error: this quoted value is never closed (it runs to the end of the file); add the closing " where the value ends
            modules.yml:4:11: note: the quoted value starts here
            """)
    }

    @Test func aKeyIndentedThreeSpacesAmongKeysIndentedFour() throws {
        let error = try failure("name: App\nmodules:\n  Foo:\n    type: core\n   path: Sources\n")
        #expect(error.description == """
            modules.yml:5:4: error: 'path' is indented 3 spaces, but the keys of this mapping are indented 4 spaces; line it up with 'type'
            modules.yml:4:5: note: the mapping starts here
            """)
    }

    @Test func aKeyAmongListItems() throws {
        let error = try failure("name: App\ndependencies:\n  - Utils\n  Networking: x\n")
        #expect(error.description == """
            modules.yml:4:3: error: 'Networking' is not a list item, but the lines above it at this indentation are; one level holds either '- ' items or 'key: value' lines, not both: write '- Networking: x' to make it an item, or move it out of the list
            modules.yml:3:3: note: the list starts here
            """)
    }

    // MARK: More of what a spec meets

    @Test func aSecondColonOnOneLine() throws {
        let error = try failure("name: App\nsummary: Maps: search and routes\n")
        #expect(error.description == """
            modules.yml:2:14: error: a second ': ' on this line; quote the value if it contains ': ' (summary: "Maps: search and routes"), or put the inner mapping on its own, indented line
            """)
    }

    @Test func anAtSignStartingAValue() throws {
        let error = try failure("name: App\nattribute: @MainActor\n")
        #expect(error.description == """
            modules.yml:2:12: error: '@' cannot start a value that is not in quotes (YAML reserves it); put the value in quotes: "@MainActor"
            """)
    }

    @Test func aBacktickStartingAValue() throws {
        let error = try failure("name: App\ncommand: `make`\n")
        #expect(error.description == """
            modules.yml:2:10: error: '`' cannot start a value that is not in quotes (YAML reserves it); put the value in quotes: "`make`"
            """)
    }

    @Test func anAliasWithoutAnchor() throws {
        let error = try failure("name: App\nsources: *Tests\n")
        #expect(error.description == """
            modules.yml:2:10: error: unknown alias '*Tests': no anchor '&Tests' before it in this document; to write a value starting with '*', put it in quotes
            """)
    }

    @Test func anAsteriskWithoutAnAliasName() throws {
        let error = try failure("name: App\nsources: *.swift\n")
        #expect(error.description == """
            modules.yml:2:10: error: '*' must be followed by an alias name (letters, digits, '-' or '_'); to write a value starting with '*', put it in quotes: "*.swift"
            """)
    }

    @Test func aBackslashInADoubleQuotedPath() throws {
        let error = try failure("name: App\npath: \"C:\\Users\\me\"\n")
        #expect(error.description == #"""
            modules.yml:2:10: error: '\U' must be followed by 8 hex digits; for a backslash write '\\', or single-quote the value: 'C:\Users\me'
            """#)
    }

    @Test func anEscapeDoubleQuotesDoNotKnow() throws {
        let error = try failure("name: App\npattern: \"a\\.b\"\n")
        #expect(error.description == #"""
            modules.yml:2:12: error: '\.' is not an escape YAML knows; for a backslash write '\\', or single-quote the value: 'a\.b'
            """#)
    }

    @Test func contentAfterADocumentEndMarker() throws {
        let error = try failure("name: App\n...\nmodules: {}\n")
        #expect(error.description == """
            modules.yml:3:1: error: a new document after '...' must start with '---'; add '---' before this line
            modules.yml:2:1: note: the document before it ends here
            """)
    }

    @Test func aDocumentMarkerInsideAQuotedValue() throws {
        let error = try failure("name: App\nsummary: \"Maps\n---\nname: Other\n")
        #expect(error.description == """
            modules.yml:2:15: error: this quoted value is never closed (it runs into the '---' on line 3); add the closing " where the value ends
            modules.yml:2:10: note: the quoted value starts here
            """)
    }

    @Test func aDocumentMarkerInsideBrackets() throws {
        let error = try failure("name: App\nmodules: [Foo,\n---\n]\n")
        #expect(error.description == """
            modules.yml:3:1: error: the document marker '---' cannot be inside '[...]'; close the list before it
            modules.yml:2:10: note: the list starts here
            """)
    }

    @Test func aByteOrderMarkInTheMiddle() throws {
        let error = try failure("name: App\n\u{FEFF}modules: {}\n")
        #expect(error.description == """
            modules.yml:2:1: error: an invisible byte order mark (U+FEFF) starts this line, as when files are joined; delete it
            """)
    }

    @Test func aControlCharacter() throws {
        let error = try failure("name: A\u{7}pp\n")
        #expect(error.description == #"""
            modules.yml:1:8: error: the control character U+0007 is not allowed in YAML; remove it (in a double-quoted value, write it as the escape \x07)
            """#)
    }

    @Test func aMissingCommaBetweenItemsOnTwoLines() throws {
        let error = try failure("dependencies: [Utils # the base\n  Networking]\n")
        #expect(error.description == """
            modules.yml:1:21: error: missing ',' after 'Utils'; the items of '[...]' are separated by ','
            modules.yml:1:15: note: the list starts here
            """)
    }

    @Test func aListClosedWithABrace() throws {
        let error = try failure("dependencies: [Utils, Networking}\n")
        #expect(error.description == """
            modules.yml:1:33: error: a list opened with '[' closes with ']', not '}'
            modules.yml:1:15: note: the list starts here
            """)
    }

    @Test func aKeyWithoutItsColon() throws {
        let error = try failure("modules:\n  Foo:\n    type core\n    path: Sources\n")
        #expect(error.description == """
            modules.yml:3:5: error: 'type core' has no ':', so line 4 below reads as more of this text and its ':' cannot start a key; did you mean 'type: core'?
            modules.yml:4:9: note: the ':' that cannot start a key
            """)
    }

    @Test func aListOnTheLineOfItsKey() throws {
        let error = try failure("dependencies: - Utils\n")
        #expect(error.description == """
            modules.yml:1:15: error: a list cannot start on the line of its key; put '- Utils' on the next line, indented under 'dependencies'
            """)
    }

    @Test func aKeyIndentedUnderAValue() throws {
        let error = try failure("name: App\n  version: 1.0\n")
        #expect(error.description == """
            modules.yml:2:3: error: 'version' is indented deeper than 'name' above it, so it reads as more of the value 'App'; line 'version' up with 'name'
            modules.yml:1:7: note: the value it continues starts here
            """)
    }

    @Test func aQuoteInsideSingleQuotes() throws {
        let error = try failure("title: 'Bob's app'\n")
        #expect(error.description == """
            modules.yml:1:12: error: this ' ends the quoted value early; to put a ' inside the quotes, write it twice ('')
            """)
    }

    @Test func aListItemOutOfLineWithItsList() throws {
        let error = try failure("dependencies:\n  - Utils\n - Networking\n")
        #expect(error.description == """
            modules.yml:3:2: error: this list item is indented 1 space, but the items of its list are indented 2 spaces; line up its '-' with theirs
            modules.yml:2:3: note: the list starts here
            """)
    }

    @Test func aClosingBracketWithNothingToClose() throws {
        let error = try failure("dependencies: [Utils]]\n")
        #expect(error.description == """
            modules.yml:1:22: error: this ']' closes nothing: no '[' is open here; remove it
            """)
    }

    @Test func textOnTheLineOfABlockIndicator() throws {
        let error = try failure("summary: | Search and routes\n")
        #expect(error.description == """
            modules.yml:1:12: error: text after '|' on its line; the text of a '|' block starts on the next line, indented: move 'Search and routes' there
            modules.yml:1:10: note: the block starts here
            """)
    }

    @Test func anErrorWithoutANotePrintsOneLine() throws {
        let error = try failure("name: App\nattribute: @MainActor\n")
        #expect(error.note == nil)
        #expect(!error.description.contains("\n"))
    }

    // MARK: Over the yaml-test-suite

    /// libyaml's phrases, which no message may repeat.
    private static let libyamlPhrases = ["while parsing", "while scanning", "cannot start any token", "did not find expected"]

    @Test func noMessageForAnyTestSuiteErrorCaseUsesLibYAMLsWords() throws {
        let cases = SharedFolder.yamlTestSuite.appendingPathComponent("cases")
        let fileManager = FileManager.default
        try #require(fileManager.fileExists(atPath: cases.path), "yaml-test-suite not found at \(cases.path)")
        var explained = 0
        for name in try fileManager.contentsOfDirectory(atPath: cases.path).sorted() {
            let folder = cases.appendingPathComponent(name)
            guard fileManager.fileExists(atPath: folder.appendingPathComponent("error").path) else { continue }
            let error: YAMLError
            do {
                _ = try YAMLLoader.load(contentsOfFile: folder.appendingPathComponent("in.yaml").path)
                continue // one of libyaml's known failures: it accepts this input
            } catch let thrown {
                error = thrown
            }
            explained += 1
            for phrase in Self.libyamlPhrases {
                #expect(!error.description.contains(phrase), "\(name): \(error.description)")
            }
            #expect(error.mark != nil, "\(name) has no place: \(error.description)")
            #expect(error.libyamlReport != nil, "\(name) lost libyaml's words")
        }
        #expect(explained == 52)
    }
}
