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

    /// A mark is the file's number, the line and the column: 12 bytes (events, dependencies,
    /// edges and modules all keep one).
    @Test func aMarkTakesTwelveBytes() {
        #expect(MemoryLayout<Mark>.stride == 12)
    }

    /// Other files at the same place differ; names spelt otherwise but `==` are one file at
    /// every place, and order as their names do against a third.
    @Test func filesTellMarksApartWhereverTheyAre() {
        let one = Mark(file: "one.yml", line: 4, column: 2)
        let two = Mark(file: "two.yml", line: 4, column: 2)
        #expect(one != two)
        #expect(one < two && !(two < one))
        let composed = Mark(file: "\u{E9}t\u{E9}.yml", line: 4, column: 2)
        let decomposed = Mark(file: "e\u{301}te\u{301}.yml", line: 4, column: 2)
        let later = Mark(file: "e\u{301}te\u{301}.yml", line: 4, column: 3)
        #expect(composed == decomposed)
        #expect(!(composed < decomposed) && !(decomposed < composed))
        #expect(composed < later && decomposed < later)
        #expect(composed != later)
        #expect(Set([composed, decomposed, later, one, two]).count == 4)
        #expect([later, two, decomposed, one].sorted().map(\.column) == [2, 2, 2, 3])
        #expect([later, two, decomposed, one].sorted().first == one)
    }
}
