import Testing
import YAMLTree
@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph

@Suite struct UTF8CheckTests {
    @Test func validTextHasNoBadByte() {
        #expect(UTF8Check.firstInvalidByte(in: Array("name: Café ✓\n".utf8), file: "m.yml") == nil)
        #expect(UTF8Check.firstInvalidByte(in: [], file: "m.yml") == nil)
    }

    @Test func pointsAtTheFirstBadByte() {
        let bytes = Array("a: 1\nb: é".utf8) + [0xFF] + Array("x\n".utf8)
        #expect(UTF8Check.firstInvalidByte(in: bytes, file: "m.yml") == Mark(file: "m.yml", line: 2, column: 5))
    }

    /// The check in place against the standard library's validation, on random bytes that
    /// are mostly UTF-8 (runs of ASCII, every length of sequence, the edges of each lead's
    /// range) with now and then a byte out of place.
    @Test func agreesWithTheStandardLibraryOnRandomBytes() {
        var generator = SystemRandomNumberGenerator()
        let pieces: [[UInt8]] = [
            Array("modules:\n  Feature: 1\n".utf8), [0x41], Array("é".utf8), Array("✓".utf8), Array("𝄞".utf8),
            [0xC2, 0x80], [0xDF, 0xBF], [0xE0, 0xA0, 0x80], [0xED, 0x9F, 0xBF], [0xEE, 0x80, 0x80], [0xF0, 0x90, 0x80, 0x80],
            [0xF4, 0x8F, 0xBF, 0xBF],
        ]
        let wrong: [[UInt8]] = [
            [0x80], [0xC0, 0x80], [0xC1, 0xBF], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF0, 0x80, 0x80, 0x80],
            [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xFF], [0xE2, 0x9C], [0xC3],
        ]
        for round in 0..<2_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...40, using: &generator) {
                bytes += pieces.randomElement(using: &generator) ?? []
            }
            if round % 2 == 0, let bad = wrong.randomElement(using: &generator) {
                bytes.insert(contentsOf: bad, at: Int.random(in: 0...bytes.count, using: &generator))
            }
            let expected = String(validating: bytes, as: UTF8.self) != nil
            #expect(UTF8Check.isValid(bytes) == expected, "\(bytes)")
            #expect((UTF8Check.firstInvalidByte(in: bytes, file: "m.yml") == nil) == expected)
        }
    }
}
