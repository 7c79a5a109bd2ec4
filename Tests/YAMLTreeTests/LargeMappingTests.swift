import Testing
@testable import YAMLTree

/// A mapping past `Mapping.indexThreshold` keys finds and rejects keys through its hash index
/// (`Mapping.appendIfNew` hashes a key once): the same tree and the same errors as a small one.
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
}
