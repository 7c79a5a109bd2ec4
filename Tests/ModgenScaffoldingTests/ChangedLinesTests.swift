import Testing
@testable import ModgenScaffolding

/// Positions in the spec with a module inserted, told in the spec's own lines.
@Suite struct ChangedLinesTests {
    @Test func linesAfterAnInsertionMapBackAndInsertedLinesDoNot() {
        let original = "name: A\nmodules:\n  Net:\n    type: core\noptions:\n  x: 1\n"
        let edited = "name: A\nmodules:\n  Net:\n    type: core\n  Cart:\n    type: feature\noptions:\n  x: 1\n"
        let changed = ChangedLines(original: original, edited: edited)
        #expect(changed.edited == 5...6)
        #expect([1, 4, 5, 6, 7, 8].map(changed.originalLine) == [1, 4, nil, nil, 5, 6])
    }

    @Test func aLineGivenItsMissingNewlineCountsAsChanged() {
        let changed = ChangedLines(original: "a\r\nb", edited: "a\r\nb\r\nc\r\n")
        #expect(changed.edited == 2...3)
        #expect(changed.originalLine(1) == 1)
    }

    @Test func noChange() {
        let changed = ChangedLines(original: "a\nb\n", edited: "a\nb\n")
        #expect(changed.edited == nil)
        #expect(changed.originalLine(2) == 2)
    }
}
