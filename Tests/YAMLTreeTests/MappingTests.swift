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

    /// A node takes 40 bytes and a mapping's entry 80: the 7 MB bench spec's tree holds some
    /// 470,000 nodes (48 bytes each with a 20-byte mapping, 64 with its tag inline).
    @Test func aNodeTakesFortyBytes() {
        #expect(MemoryLayout<Node>.stride <= 40)
        #expect(MemoryLayout<Mapping.Entry>.stride <= 80)
    }

    /// The mask of key lengths is taken modulo 16: keys whose lengths share a bit (4 and 20,
    /// 5 and 21) are still told apart by their text, found, or not found, on either side of
    /// the index.
    @Test func keysWhoseLengthsShareABitAreFoundByTheirText() {
        for extra in [0, 12] {
            var mapping = Mapping()
            let keys = ["type", "interfaceDependencie", "tests", "interfaceDependencies"]
                + (0..<extra).map { "filler\($0)" }
            for (offset, key) in keys.enumerated() { mapping.set(.init(key: scalar(key), value: scalar("\(offset)"))) }
            #expect(mapping["type"]?.text == "0", "\(extra)")
            #expect(mapping["interfaceDependencie"]?.text == "1", "\(extra)")
            #expect(mapping["tests"]?.text == "2", "\(extra)")
            #expect(mapping["interfaceDependencies"]?.text == "3", "\(extra)")
            for absent in ["path", "abcdefghijklmnopqrst", "teste", "interfaceDependencieZ", "kind", "t"] {
                #expect(mapping[absent] == nil, "\(absent), \(extra)")
                #expect(!mapping.mayHave(absent) || absent.utf8.count % 16 == 4 || absent.utf8.count % 16 == 5, "\(absent)")
            }
        }
    }
}
