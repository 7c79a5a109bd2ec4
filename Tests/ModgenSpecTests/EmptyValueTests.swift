import Testing
import YAMLTree
@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph

@Suite struct EmptyValueTests {
    private func node(_ text: String, _ style: Scalar.Style = .plain) -> Node {
        Node(mark: Mark(file: "m.yml", line: 1, column: 1), content: .scalar(Scalar(text: text, style: style)))
    }

    @Test(arguments: ["", "~", "null", "Null", "NULL"])
    func nullSpellingsAreEmpty(text: String) {
        #expect(node(text).isEmptyValue)
        #expect(!node(text, .doubleQuoted).isEmptyValue)
    }

    @Test(arguments: ["nulL", "none", "~~", " ", "0", "nul"])
    func otherTextIsNot(text: String) {
        #expect(!node(text).isEmptyValue)
    }
}
