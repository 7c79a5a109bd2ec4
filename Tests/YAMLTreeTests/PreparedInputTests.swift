import Foundation
import Testing
@testable import YAMLTree

/// libyaml handed its input already decoded (`PreparedInput`) must load every input as it does
/// decoding the input itself: the same trees, marks and styles, or the same error. libyaml's
/// own reader is the oracle for which inputs may be prepared.
@Suite struct PreparedInputTests {
    private func outcome(_ bytes: [UInt8], prepared: Bool) -> String {
        WrittenTree.outcome(bytes: bytes, preparesInput: prepared)
    }

    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func everyConformanceCaseLoadsAlikeBothWays() throws {
        let cases = SharedFolder.yamlTestSuite.appendingPathComponent("cases")
        let names = try FileManager.default.contentsOfDirectory(atPath: cases.path).sorted()
        try #require(names.count > 250, "yaml-test-suite not found at \(cases.path)")
        var differing: [String] = []
        var prepared = 0
        for name in names {
            let input = try [UInt8](Data(contentsOf: cases.appendingPathComponent(name).appendingPathComponent("in.yaml")))
            if outcome(input, prepared: false) != outcome(input, prepared: true) { differing.append(name) }
            if input.withUnsafeBufferPointer({ PreparedInput($0) }) != nil { prepared += 1 }
        }
        #expect(differing.isEmpty, "cases loaded differently from a prepared input: \(differing.joined(separator: " "))")
        // Nearly every case is prepared (the rest have a byte order mark, a control character
        // or are empty), so the comparison above is of the two ways, not of one with itself.
        #expect(prepared > names.count * 9 / 10)
    }

    /// Characters at each edge of what YAML allows, alone and inside text: prepared exactly
    /// when libyaml's reader takes them, and loaded alike either way.
    @Test(arguments: [
        0x00, 0x08, 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x0E, 0x1F, 0x20, 0x7E, 0x7F, 0x80, 0x84, 0x85, 0x86, 0x9F, 0xA0,
        0x7FF, 0x800, 0xD7FF, 0xE000, 0xFEFF, 0xFFFD, 0xFFFE, 0xFFFF, 0x10000, 0x10FFFF,
    ] as [UInt32])
    func aCharacterIsPreparedExactlyWhenLibYAMLTakesIt(_ value: UInt32) throws {
        let character = try #require(Unicode.Scalar(value))
        let allowed = value == 0x09 || value == 0x0A || value == 0x0D || (0x20...0x7E).contains(value) || value == 0x85
            || (0xA0...0xD7FF).contains(value) || (0xE000...0xFFFD).contains(value) || (0x10000...0x10FFFF).contains(value)
        for text in ["key: a\(character)b\n", "- '\(character)'\n", "k: \"x\(character)\"\nnext: [1, 2]\n"] {
            let input = bytes(text)
            #expect((input.withUnsafeBufferPointer { PreparedInput($0) } != nil) == allowed, "U+\(String(value, radix: 16))")
            #expect(outcome(input, prepared: true) == outcome(input, prepared: false), "U+\(String(value, radix: 16)) in \(text.debugDescription)")
        }
    }

    /// Bytes that are not UTF-8 as libyaml reads it (overlong forms, surrogates, past U+10FFFF,
    /// a lone continuation byte, a sequence cut short, UTF-16) are never prepared: libyaml
    /// reports them itself.
    @Test(arguments: [
        [0x80], [0xC0, 0x80], [0xC1, 0xBF], [0xE0, 0x80, 0x80], [0xE0, 0x9F, 0xBF], [0xED, 0xA0, 0x80], [0xED, 0xBF, 0xBF],
        [0xF0, 0x80, 0x80, 0x80], [0xF0, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80], [0xF8, 0x88, 0x80, 0x80, 0x80],
        [0xFF], [0xE2, 0x82], [0xE2, 0x82, 0x41], [0xC3],
    ] as [[UInt8]])
    func bytesThatAreNotUTF8AreNotPrepared(_ bad: [UInt8]) {
        for input in [bytes("key: a") + bad + bytes("b\n"), bytes("key: a") + bad, bad + bytes("\n")] {
            #expect(input.withUnsafeBufferPointer { PreparedInput($0) } == nil, "\(bad)")
            let loaded = outcome(input, prepared: true)
            #expect(loaded.hasPrefix("error"), "\(bad)")
            #expect(loaded == outcome(input, prepared: false), "\(bad)")
        }
    }

    @Test func aByteOrderMarkAtTheStartIsLeftToLibYAML() {
        let marked = [0xEF, 0xBB, 0xBF] + bytes("key: value\n")
        #expect(marked.withUnsafeBufferPointer { PreparedInput($0) } == nil)
        #expect(outcome(marked, prepared: true) == outcome(marked, prepared: false))
        #expect(!outcome(marked, prepared: true).hasPrefix("error"))
        // Inside the text it is a character like another.
        let inside = bytes("key: a") + [0xEF, 0xBB, 0xBF] + bytes("b\n")
        #expect(inside.withUnsafeBufferPointer { PreparedInput($0) } != nil)
        #expect(outcome(inside, prepared: true) == outcome(inside, prepared: false))
        #expect([UInt8]().withUnsafeBufferPointer { PreparedInput($0) } == nil)
        // UTF-16 with its byte order mark: libyaml decodes it.
        var wide: [UInt8] = [0xFF, 0xFE]
        for unit in "key: value\n".utf16 { wide += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        #expect(wide.withUnsafeBufferPointer { PreparedInput($0) } == nil)
        #expect(outcome(wide, prepared: true) == outcome(bytes("key: value\n"), prepared: true))
    }

    /// Inputs that end where the scanner looks ahead past the last character (a document
    /// marker, a line break, an indicator, a quote left open), and characters of every width
    /// in the last bytes: the padding after the NUL ends each look as libyaml's own buffer does.
    @Test(arguments: [
        "---", "...", "--", "a: b\r", "a: b\r\n", "- ", "-", "? ", ":", "'x", "\"x", "a: |", "a: >-\n  x", "[a, b", "{a: b}",
        "# é", "k: é", "k: €", "k: 𝄞", "k: 𝄞\n", "é", "€", "𝄞", "\u{85}", "a:\u{85}b", "k: 'x''", "&a [*a]", "!t x", "%YAML 1.1\n---",
    ])
    func theEndOfTheInputIsReadAlike(_ text: String) {
        let input = bytes(text)
        #expect(outcome(input, prepared: true) == outcome(input, prepared: false), "\(text.debugDescription)")
    }

    /// The eight-byte check says what the byte check says of each of its bytes, for every ASCII
    /// byte in every position among allowed and refused neighbours.
    @Test func theWordCheckAgreesWithTheByteCheck() {
        for filler: UInt8 in [0x61, 0x0A, 0x09, 0x0D, 0x20, 0x7E, 0x00, 0x1F] {
            for position in 0..<8 {
                for byte: UInt8 in 0..<0x80 {
                    var word = [UInt8](repeating: filler, count: 8)
                    word[position] = byte
                    let packed = word.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
                    #expect(PreparedInput.isAllowedASCII(packed) == word.allSatisfy(PreparedInput.isAllowedASCII), "\(word)")
                }
            }
        }
        // A byte with its high bit set sends the word to the character-by-character path.
        let high = [UInt8](repeating: 0x61, count: 7) + [0xC3]
        #expect(!PreparedInput.isAllowedASCII(high.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }))
    }

    /// The prepared buffer counts characters, not bytes: the marks of text after characters of
    /// two, three and four bytes come out alike (libyaml's columns count characters).
    @Test func marksAfterWideCharactersComeOutAlike() {
        let input = bytes("é: €\n𝄞𝄞: [é, €, 𝄞]\nlast: x\n")
        let prepared = outcome(input, prepared: true)
        #expect(prepared.contains("2:5 ["))
        #expect(prepared.contains("2:12 plain \"𝄞\""))
        #expect(prepared == outcome(input, prepared: false))
    }

    /// The reader's count of characters not yet scanned (`unread`): each character once,
    /// whatever its width, and the NUL. (With the reader at the end of its input, libyaml reads
    /// the count only to decide whether to call the reader, which then has nothing to add: no
    /// load can tell a wrong count, so it is checked here.)
    @Test func charactersAreCountedAsTheReaderCountsThem() {
        for text in ["a", "key: value\n", "é€𝄞a", "\u{85}\t\r\n", String(repeating: "ab€", count: 1_000)] {
            let prepared = bytes(text).withUnsafeBufferPointer { PreparedInput($0) }
            #expect(prepared?.characters == text.unicodeScalars.count + 1, "\(text.prefix(20).debugDescription)")
        }
    }

    /// A large input split in parts, each part prepared on its own.
    @Test func aSplitLoadOfPreparedPartsIsTheSerialLoad() {
        var text = "name: Big\nmodules:\n"
        for index in 0..<3_000 { text += "  Feature\(index):\n    type: feature\n    summary: 'é \(index) €'\n" }
        let split = WrittenTree.outcome(text, threadedFrom: Int.max, splitFrom: 0)
        #expect(!split.hasPrefix("error"))
        #expect(split == WrittenTree.outcome(text, threadedFrom: Int.max, preparesInput: false))
    }
}
