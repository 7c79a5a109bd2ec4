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
}
