import Testing

@testable import ModgenWriting

/// The fast path parses the state's entry lines in parts on both cores: the parts must cover
/// every byte after the head once, in order, each ending at a line's end.
@Suite struct StateLineRangesTests {
    @Test(arguments: [
        "", "a\n", "a", "a\nb\n", "a\nbb\nccc\ndddd\n", "one long line without end",
        "x\n\n\ny\n", String(repeating: "g 0123456789abcdef Packages/F/Package.swift\n", count: 37),
    ])
    func partsCoverEveryLineOnceInOrder(_ text: String) {
        let bytes = Array(("head\n" + text).utf8)
        for count in 1...6 {
            let parts = UnchangedTree.lineRanges(bytes, from: 5, count: count)
            #expect(parts.count <= count)
            #expect(parts.first?.lower ?? 5 == 5)
            #expect(parts.last?.upper ?? 5 == (text.isEmpty ? 5 : bytes.count))
            for (part, next) in zip(parts, parts.dropFirst()) { #expect(part.upper == next.lower) }
            for part in parts {
                #expect(part.upper > part.lower)
                #expect(part.upper == bytes.count || bytes[part.upper - 1] == UInt8(ascii: "\n"))
            }
            let lines = parts.flatMap { String(decoding: bytes[$0.lower..<$0.upper], as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).dropLast() }
            let whole = String(decoding: bytes[5...], as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            if text.hasSuffix("\n") || text.isEmpty { #expect(lines == Array(whole), "count \(count)") }
        }
    }

    @Test func partsAreOfAboutEqualLength() {
        let bytes = Array(("head\n" + String(repeating: "s - Sources/A/A.swift\n", count: 400)).utf8)
        let parts = UnchangedTree.lineRanges(bytes, from: 5, count: 4)
        #expect(parts.count == 4)
        let line = "s - Sources/A/A.swift\n".utf8.count
        for part in parts { #expect(abs(part.upper - part.lower - (bytes.count - 5) / 4) <= line) }
    }
}
