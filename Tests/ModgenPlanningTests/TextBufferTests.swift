import Testing
@testable import ModgenPlanning

/// `TextBuffer` keeps what was appended, in order, as UTF-8, and is a value like a `String`.
@Suite struct TextBufferTests {
    @Test func appendsEveryKindOfPieceInOrder() {
        var buffer = TextBuffer()
        buffer.append("name")
        buffer.append(byte: UInt8(ascii: ":"))
        buffer.append(UInt8(ascii: " "), count: 2)
        buffer.append("a.b.c".split(separator: ".")[1])
        var tail = "é/ü"
        tail.withUTF8 { buffer.append(bytes: $0) }
        buffer.append(UInt8(ascii: "x"), count: 0)
        buffer.append("")
        #expect(buffer.text == "name:  bé/ü")
        #expect(buffer.bytes == Array("name:  bé/ü".utf8))
    }

    @Test func growsPastItsCapacity() {
        var buffer = TextBuffer(capacity: 1)
        var expected = ""
        for index in 0..<500 {
            buffer.append("\(index),")
            expected += "\(index),"
        }
        #expect(buffer.text == expected)
    }

    @Test func aCopyIsAValue() {
        var first = TextBuffer()
        first.append("shared")
        var second = first
        second.append(" and more")
        first.append(byte: UInt8(ascii: "!"))
        #expect(first.text == "shared!")
        #expect(second.text == "shared and more")
    }
}
