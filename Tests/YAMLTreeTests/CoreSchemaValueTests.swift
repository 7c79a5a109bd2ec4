import Testing
@testable import YAMLTree

@Suite struct CoreSchemaValueTests {
    @Test(arguments: [
        ("~", CoreSchemaValue.null), ("", .null), ("Null", .null),
        ("true", .bool(true)), ("FALSE", .bool(false)),
        ("42", .integer("42")), ("-017", .integer("-17")), ("0o17", .integer("15")), ("0x1F", .integer("31")),
        ("5.10", .float(5.1)), ("1e3", .float(1000)), (".5", .float(0.5)), ("-.inf", .float(-.infinity)),
        ("NO", .string("NO")), ("yes", .string("yes")), ("0x", .string("0x")), ("1.2.3", .string("1.2.3")),
    ])
    func plainScalarsResolve(text: String, expected: CoreSchemaValue) {
        #expect(CoreSchemaValue.resolve(text) == expected)
    }

    @Test func quotedAndStrTaggedScalarsStayStrings() {
        #expect(CoreSchemaValue(Scalar(text: "12", style: .doubleQuoted), tag: nil) == .string("12"))
        #expect(CoreSchemaValue(Scalar(text: "12"), tag: "tag:yaml.org,2002:str") == .string("12"))
        #expect(CoreSchemaValue(Scalar(text: "true"), tag: "!") == .string("true"))
    }

    @Test func nanEqualsNaN() {
        #expect(CoreSchemaValue.resolve(".nan") == .float(.nan))
    }

    @Test func jsonEscapesControlCharacters() throws {
        let node = try #require(try YAMLLoader.load("\"a\\tb\\u0001\\\"\"", file: "s.yml").first)
        #expect(JSONRenderer.render(node) == #""a\tb\u0001\"""#)
    }
}
