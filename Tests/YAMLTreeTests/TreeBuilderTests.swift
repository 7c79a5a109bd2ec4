import Testing
@testable import YAMLTree

@Suite struct TreeBuilderTests {
    private func load(_ text: String, limits: YAMLLimits = .default) throws -> Node {
        let documents = try YAMLLoader.load(text, file: "spec.yml", limits: limits)
        return try #require(documents.first)
    }

    private func error(_ text: String, limits: YAMLLimits = .default) -> String? {
        do {
            _ = try YAMLLoader.load(text, file: "spec.yml", limits: limits)
            return nil
        } catch {
            return error.description
        }
    }

    /// A collection that starts and ends within one batch of events is made at its size
    /// (`TreeBuilder.countChildren`): five items, not the eight that growing from four makes.
    @Test func listsAreMadeAtTheirSize() throws {
        let root = try load("deps:\n  - A\n  - B\n  - C\n  - D\n  - E\nmodule:\n  type: core\n  example: true\n  tests: false\n")
        let items = try #require(root.mapping?["deps"]?.sequence)
        #expect(items.count == 5)
        #expect(items.capacity < 8)
        let module = try #require(root.mapping?["module"]?.mapping)
        #expect(module.count == 3)
        #expect(module.entries.capacity < 4)
        // Longer than a batch: grown as it goes, every item kept.
        let long = "- x\n" + String(repeating: "- y\n", count: 3 * EventBatch.capacity)
        #expect(try load(long).sequence?.count == 3 * EventBatch.capacity + 1)
    }

    @Test func nestedKeyHasItsLineAndColumn() throws {
        let root = try load("name: Atlas\nmodules:\n  Search:\n    type: feature\n")
        let search = try #require(root.mapping?["modules"]?.mapping?.entry(forKey: "Search"))
        #expect(search.key.mark == Mark(file: "spec.yml", line: 3, column: 3))
        let type = try #require(search.value.mapping?.entry(forKey: "type"))
        #expect(type.key.mark == Mark(file: "spec.yml", line: 4, column: 5))
        #expect(type.value.mark == Mark(file: "spec.yml", line: 4, column: 11))
    }

    @Test func sequenceItemHasItsPlace() throws {
        let root = try load("deps:\n  - Utils\n  - Networking\n")
        let items = try #require(root.mapping?["deps"]?.sequence)
        #expect(items.map(\.text) == ["Utils", "Networking"])
        #expect(items[1].mark == Mark(file: "spec.yml", line: 3, column: 5))
    }

    @Test func aliasNodeCarriesThePlaceOfTheAlias() throws {
        let root = try load("base: &b [Utils]\nother: *b\n")
        let other = try #require(root.mapping?["other"])
        #expect(other.mark == Mark(file: "spec.yml", line: 2, column: 8))
        #expect(other.sequence?.first?.text == "Utils")
    }

    @Test func scalarsKeepTheirTextAndStyle() throws {
        let root = try load("version: 5.10\nanswer: NO\nquoted: 'x'\nblock: |\n  text\n")
        let mapping = try #require(root.mapping)
        #expect(mapping["version"]?.scalar == Scalar(text: "5.10", style: .plain))
        #expect(mapping["answer"]?.text == "NO")
        #expect(mapping["quoted"]?.scalar?.style == .singleQuoted)
        #expect(mapping["block"]?.scalar == Scalar(text: "text\n", style: .literal))
    }

    @Test func explicitTagsAreResolved() throws {
        let root = try load("a: !!str 12\nb: ! 13\n")
        #expect(root.mapping?["a"]?.tag == "tag:yaml.org,2002:str")
        #expect(root.mapping?["b"]?.tag == "!")
    }

    @Test func duplicateKeyNamesBothPlaces() {
        #expect(error("a: 1\nb: 2\na: 3\n") == "spec.yml:3:1: error: duplicate key 'a' (first defined at spec.yml:1:1)")
    }

    @Test func mergeKeyExplicitKeysWin() throws {
        let root = try load("base: &b {x: 1, y: 2}\nchild:\n  <<: *b\n  y: 3\n")
        let child = try #require(root.mapping?["child"]?.mapping)
        #expect(child["x"]?.text == "1")
        #expect(child["y"]?.text == "3")
        #expect(!child.contains("<<"))
    }

    @Test func mergeListEarlierItemsWin() throws {
        let root = try load("a: &a {x: 1}\nb: &b {x: 2, z: 3}\nc:\n  <<: [*a, *b]\n")
        let merged = try #require(root.mapping?["c"]?.mapping)
        #expect(merged["x"]?.text == "1")
        #expect(merged["z"]?.text == "3")
    }

    @Test func mergeOfAScalarIsAnError() {
        #expect(error("a: &a 1\nb:\n  <<: *a\n") == "spec.yml:3:7: error: a merge key '<<' takes a mapping or a list of mappings, found a scalar")
    }

    @Test func quotedMergeKeyIsAnOrdinaryKey() throws {
        let root = try load("'<<': 1\n")
        #expect(root.mapping?["<<"]?.text == "1")
    }

    @Test func unknownAliasIsPositioned() {
        #expect(error("a: 1\nb: *missing\n") == "spec.yml:2:4: error: unknown alias '*missing': no anchor '&missing' before it in this document; to write a value starting with '*', put it in quotes")
    }

    @Test func deepNestingIsRefusedNotACrash() {
        let deep = String(repeating: "[", count: 100_000)
        #expect(error(deep) == "spec.yml:1:513: error: nesting is deeper than 512 levels")
    }

    @Test func aliasBombIsRefused() {
        var lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
        for level in 1...9 {
            let previous = "*a\(level - 1)"
            lines.append("a\(level): &a\(level) [\(Array(repeating: previous, count: 10).joined(separator: ", "))]")
        }
        let message = error(lines.joined(separator: "\n") + "\n", limits: YAMLLimits(maxAliasExpansion: 100_000))
        #expect(message?.contains("error: aliases expand to more than 100000 nodes") == true)
    }

    @Test func multiDocumentStreamsYieldEveryDocument() throws {
        let documents = try YAMLLoader.load("a: 1\n---\nb: 2\n---\n", file: "spec.yml")
        #expect(documents.count == 3)
        #expect(documents[1].mapping?["b"]?.text == "2")
    }

    @Test func libyamlsOwnWordsAreKeptBesideTheMessage() throws {
        let thrown = #expect(throws: YAMLError.self) { try YAMLLoader.load("a: [1\n", file: "spec.yml") }
        let error = try #require(thrown)
        #expect(error.description == "spec.yml:1:6: error: this list is never closed; add ']' after '1'\nspec.yml:1:4: note: the list starts here")
        let report = try #require(error.libyamlReport)
        #expect(report.stage == .parser)
        #expect(report.problem == "did not find expected ',' or ']'")
        #expect(report.problemMark == Mark(file: "spec.yml", line: 2, column: 1))
        #expect(report.context == "while parsing a flow sequence")
        #expect(report.contextMark == Mark(file: "spec.yml", line: 1, column: 4))
        #expect(report.description == "libyaml parser: did not find expected ',' or ']' at 2:1 (while parsing a flow sequence at 1:4)")
    }

    @Test func anEmptyStreamHasNoDocuments() throws {
        #expect(try YAMLLoader.load("", file: "spec.yml").isEmpty)
        #expect(try YAMLLoader.load("# only a comment\n", file: "spec.yml").isEmpty)
    }
}
