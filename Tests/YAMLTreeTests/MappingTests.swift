import Testing
@testable import YAMLTree

@Suite struct MappingTests {
    private func scalar(_ text: String, line: Int = 1) -> Node {
        Node(mark: Mark(file: "t.yml", line: line, column: 1), content: .scalar(Scalar(text: text)))
    }

    @Test func keepsOrderAndFindsByKey() {
        var mapping = Mapping()
        mapping.set(.init(key: scalar("b"), value: scalar("2")))
        mapping.set(.init(key: scalar("a"), value: scalar("1")))
        #expect(mapping.keys == ["b", "a"])
        #expect(mapping["a"]?.text == "1")
        #expect(mapping["c"] == nil)
    }

    @Test func replacingAKeyKeepsItsPlace() {
        var mapping = Mapping()
        mapping.set(.init(key: scalar("a"), value: scalar("1")))
        mapping.set(.init(key: scalar("b"), value: scalar("2")))
        mapping.set(.init(key: scalar("a"), value: scalar("3")))
        #expect(mapping.keys == ["a", "b"])
        #expect(mapping["a"]?.text == "3")
    }
}
