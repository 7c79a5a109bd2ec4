import Testing
@testable import ModgenPlanning

@Suite struct SourceWriterTests {
    @Test func singleLineCallsAndArraysHaveNoTrailingComma() {
        var writer = SourceWriter()
        writer.call(".library")
        writer.literal("A", label: "name")
        writer.array(label: "targets", multiline: false)
        writer.literal("A")
        writer.literal("B")
        writer.close()
        writer.close()
        #expect(writer.text == #".library(name: "A", targets: ["A", "B"])"#)
    }

    @Test func multiLineArraysEndEveryElementWithACommaCallsDoNot() {
        var writer = SourceWriter(level: 1)
        writer.call("f", multiline: true)
        writer.atom("a: 0")
        writer.array("numbers", ["1", "2"]) { $1.atom($0) }
        writer.close()
        #expect(writer.text == """
        f(
                a: 0,
                numbers: [
                    1,
                    2,
                ]
            )
        """)
    }

    @Test func emptyListsRenderAsEmptyDelimitersOrNothing() {
        var writer = SourceWriter()
        writer.array(label: "x")
        writer.close()
        writer.atom(" ")
        writer.call("f", multiline: true)
        writer.close()
        writer.array("none", [String]()) { $1.atom($0) }
        #expect(writer.text == "x: [] f()")
    }

    @Test func literalsEscapeAsSwiftDoes() {
        #expect("plain".swiftLiteral == #""plain""#)
        #expect("a\"b\\c\nd".swiftLiteral == #""a\"b\\c\nd""#)
        #expect("a\r\n\"".swiftLiteral == "\"a\r\n\\\"\"")
    }
}
