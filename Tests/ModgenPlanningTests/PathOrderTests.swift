import ModgenTestSupport
import Testing
@testable import ModgenPlanning

/// `PathOrder` sorts as `String`'s `<` does, ties in the order given: ASCII strings by their
/// bytes, any other set of strings by `String`.
@Suite struct PathOrderTests {
    /// `String`'s own stable order of `strings`' indices, what `sortedIndices` must give.
    private func expected(_ strings: [String]) -> [Int] {
        strings.indices.sorted { strings[$0] < strings[$1] || (strings[$0] == strings[$1] && $0 < $1) }
    }

    @Test func asciiStringsSortAsStrings() {
        var generator = SeededRandom(seed: 7)
        let pieces = ["a", "b", "A", "Z", "-", ".", "/", "_", "0", "9", "Feature", "Package.swift", "a/b", ""]
        var strings: [String] = []
        for _ in 0..<2_000 {
            var text = ""
            for _ in 0...(generator.next() % 5) { text += generator.pick(pieces) }
            strings.append(text)
        }
        #expect(strings.contains(""))
        #expect(Set(strings).count < strings.count)
        #expect(PathOrder.sortedIndices(strings) == expected(strings))
        #expect(PathOrder.sortedIndices(count: 3) { _ in "" } == [0, 1, 2])
        #expect(PathOrder.sortedIndices([]).isEmpty)
    }

    /// A decomposed `é` ("e" and U+0301) sorts after "f" as a `String` (canonically, as the
    /// one scalar U+00E9) and before it by its bytes: a set with a non-ASCII string sorted by
    /// bytes fails. Its high bytes sit in the middle of the buffer, in the tail after the last
    /// whole eight-byte word ("ze\u{301}" and "zf": 6 bytes), and in the first word.
    @Test func nonASCIIStringsSortAsStrings() {
        let decomposed = "e\u{301}"
        let middle = (0..<40).map { "Sources/\($0 % 7).swift" } + ["Sources/\(decomposed).swift", "Sources/f.swift"]
        for strings in [middle, ["z\(decomposed)", "zf"], ["\(decomposed)123456", "f", "\(decomposed)123456"]] {
            #expect(PathOrder.sortedIndices(strings) == expected(strings))
        }
        #expect(PathOrder.sortedIndices(["z\(decomposed)", "zf"]) == [1, 0])
    }
}
