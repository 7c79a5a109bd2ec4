import Testing
@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph
@testable import ModgenReporting
@testable import ModgenPlanning
@testable import ModgenWriting

@Suite struct SourceFragmentTests {
    @Test func singleLineCallsAndArraysHaveNoTrailingComma() {
        let fragment = SourceFragment.call(".library", [.atom(#"name: "A""#), SourceFragment.array([.atom(#""A""#), .atom(#""B""#)], multiline: false).labelled("targets")])
        #expect(fragment.rendered() == #".library(name: "A", targets: ["A", "B"])"#)
    }

    @Test func multiLineArraysEndEveryElementWithACommaCallsDoNot() {
        let list = SourceFragment.array([.atom("1"), .atom("2")]).labelled("numbers")
        let fragment = SourceFragment.call("f", [.atom("a: 0"), list], multiline: true)
        #expect(fragment.rendered(level: 1) == """
        f(
                a: 0,
                numbers: [
                    1,
                    2,
                ]
            )
        """)
    }

    @Test func emptyChildrenRenderAsEmptyDelimiters() {
        #expect(SourceFragment.array([]).labelled("x").rendered() == "x: []")
        #expect(SourceFragment.call("f", [], multiline: true).rendered() == "f()")
    }
}
