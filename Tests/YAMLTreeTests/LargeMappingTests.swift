import Testing
@testable import YAMLTree

/// A mapping past `Mapping.indexThreshold` keys finds and rejects keys through its index
/// (`KeyIndex`: ASCII keys by their bytes, every key by a dictionary once one is not ASCII):
/// the same tree and the same errors as a small one.
@Suite struct LargeMappingTests {
    private func keys(_ count: Int) -> String {
        (0..<count).map { "k\($0): \($0)\n" }.joined()
    }

    @Test func aDuplicateKeyPastTheIndexNamesBothPlaces() {
        let text = keys(20) + "k3: again\n"
        #expect(throws: YAMLError.self) { try YAMLLoader.load(text, file: "spec.yml") }
        do {
            _ = try YAMLLoader.load(text, file: "spec.yml")
        } catch {
            #expect(error.description == "spec.yml:21:1: error: duplicate key 'k3' (first defined at spec.yml:4:1)")
        }
    }

    @Test func everyKeyIsFoundInOrder() throws {
        let root = try #require(try YAMLLoader.load(keys(40), file: "spec.yml").first?.mapping)
        #expect(root.keys == (0..<40).map { "k\($0)" })
        for index in 0..<40 { #expect(root["k\(index)"]?.text == "\(index)") }
        #expect(root["k40"] == nil)
    }

    private func scalar(_ text: String, line: Int = 1) -> Node {
        Node(mark: Mark(file: "t.yml", line: line, column: 1), content: .scalar(Scalar(text: text)))
    }

    private func mapping(_ keys: [String]) -> Mapping {
        var mapping = Mapping()
        for (offset, key) in keys.enumerated() { mapping.set(.init(key: scalar(key, line: offset + 1), value: scalar("\(offset)"))) }
        return mapping
    }

    @Test func thousandsOfKeysAreFoundAfterTheIndexGrows() throws {
        let count = 5_000
        let root = try #require(try YAMLLoader.load(keys(count), file: "spec.yml").first?.mapping)
        #expect(root.count == count)
        for index in 0..<count { #expect(root["k\(index)"]?.text == "\(index)") }
        #expect(root["k\(count)"] == nil)
        #expect(root["k"] == nil)
        #expect(root["K1"] == nil)
    }

    @Test func keysThatAreNotASCIIAreFoundAndRejectedToo() {
        let ascii = keys(20)
        let text = ascii + "ключ: 1\nclé: 2\nk20: 3\n"
        let root = try? YAMLLoader.load(text, file: "spec.yml").first?.mapping
        #expect(root?["ключ"]?.text == "1")
        #expect(root?["clé"]?.text == "2")
        #expect(root?["k20"]?.text == "3")
        #expect(root?["k7"]?.text == "7")
        #expect(root?["cle"] == nil)
        do {
            _ = try YAMLLoader.load(text + "ключ: again\n", file: "spec.yml")
            Issue.record("a repeated key that is not ASCII was taken")
        } catch {
            #expect(error.description == "spec.yml:24:1: error: duplicate key 'ключ' (first defined at spec.yml:21:1)")
        }
        do {
            _ = try YAMLLoader.load(text + "k5: again\n", file: "spec.yml")
            Issue.record("a repeated ASCII key after one that is not ASCII was taken")
        } catch {
            #expect(error.description == "spec.yml:24:1: error: duplicate key 'k5' (first defined at spec.yml:6:1)")
        }
    }

    @Test func aKeyThatIsNotASCIIIsNotInAnASCIIMapping() {
        let large = mapping((0..<20).map { "key\($0)" })
        #expect(large["kéy1"] == nil)
        #expect(large["key1"]?.text == "1")
        #expect(large["kex1"] == nil)
    }

    @Test func aCopyChangedLeavesTheOriginalAsItWas() {
        let original = mapping((0..<20).map { "key\($0)" })
        var copy = original
        copy.set(.init(key: scalar("added"), value: scalar("new")))
        copy.set(.init(key: scalar("key3"), value: scalar("changed")))
        #expect(original["added"] == nil)
        #expect(original["key3"]?.text == "3")
        #expect(original.count == 20)
        #expect(copy["added"]?.text == "new")
        #expect(copy["key3"]?.text == "changed")
        #expect(copy.count == 21)
        var other = original
        #expect(other.appendIfNew(.init(key: scalar("key19"), value: scalar("again")))?.existing == 19)
        #expect(other.appendIfNew(.init(key: scalar("ключ"), value: scalar("k"))) == nil)
        #expect(other["ключ"]?.text == "k")
        #expect(original["ключ"] == nil)
        #expect(original["key19"]?.text == "19")
    }

    @Test func aKeySpeltOtherwiseReplacesTheEntryAndIsFoundBothWays() {
        // Canonically equivalent, the same length in bytes, other bytes: d with a dot above,
        // then one below; d with a dot below, then one above.
        let first = "\u{1E0B}\u{0323}"
        let second = "\u{1E0D}\u{0307}"
        #expect(first == second)
        #expect(first.utf8.count == second.utf8.count)
        var large = mapping((0..<20).map { "key\($0)" } + [first])
        large.set(.init(key: scalar(second), value: scalar("respelt")))
        #expect(large.count == 21)
        #expect(large[first]?.text == "respelt")
        #expect(large[second]?.text == "respelt")
        #expect(large["key0"]?.text == "0")
    }
}
