import Testing
@testable import YAMLTree

@Suite struct MarkTests {
    @Test func keepsItsFileExactly() {
        var mark = Mark(file: "Specs/modules.yml", line: 3, column: 7)
        #expect(mark.file == "Specs/modules.yml")
        #expect(mark.description == "Specs/modules.yml:3:7")
        mark.file = "other.yml"
        #expect(mark.file == "other.yml")
        #expect(mark.line == 3 && mark.column == 7)
    }

    @Test func canonicallyEquivalentNamesCompareEqualButKeepTheirBytes() {
        let composed = Mark(file: "caf\u{E9}.yml", line: 1, column: 1)
        let decomposed = Mark(file: "cafe\u{301}.yml", line: 1, column: 1)
        #expect(composed == decomposed)
        #expect(Set([composed, decomposed]).count == 1)
        #expect(Array(decomposed.file.utf8) == Array("cafe\u{301}.yml".utf8))
        #expect(Array(composed.file.utf8) == Array("caf\u{E9}.yml".utf8))
    }

    @Test func ordersByFileThenLineThenColumn() {
        let a1 = Mark(file: "a.yml", line: 9, column: 9)
        let b1 = Mark(file: "b.yml", line: 1, column: 1)
        let b2 = Mark(file: "b.yml", line: 1, column: 2)
        let b3 = Mark(file: "b.yml", line: 2, column: 1)
        #expect([b3, b2, a1, b1].sorted() == [a1, b1, b2, b3])
        #expect(!(b1 < b1))
    }
}
