import Testing
@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph

/// User text in diagnostics is escaped: a quoted `"A\nB"` module name printed two lines, and
/// a `\e[2J` in a name cleared the terminal (Tests/Fuzz/regressions/control-characters.yml
/// holds the whole input; the fuzz target now fails on any control character it prints).
@Suite struct PrintableTextTests {
    @Test func controlCharactersAreEscaped() {
        #expect(PrintableText.escaped("A\nB\r\tC") == "A\\nB\\r\\tC")
        #expect(PrintableText.escaped("Atlas\u{1B}[2J\u{0}\u{7F}\u{85}") == "Atlas\\u{1B}[2J\\u{0}\\u{7F}\\u{85}")
        #expect(PrintableText.escaped("\u{202E}evil\u{2066}") == "\\u{202E}evil\\u{2066}")
    }

    @Test func ordinaryTextIsUnchanged() {
        let text = "ProfileFeature -> Café ✓ 模块 👩‍💻 ${HOME}"
        #expect(PrintableText.escaped(text) == text)
    }

    @Test func theLogEscapesMessagesAndFiles() {
        let log = DiagnosticLog()
        log.add(Diagnostic(.error, "unknown module 'x\ny'", at: nil, file: "a\u{1B}.yml"))
        log.error("bad", at: YAMLTreeMark.at(1, 1, file: "b\r.yml"))
        #expect(log.items.map(\.description) == [
            "a\\u{1B}.yml: error: unknown module 'x\\ny'",
            "b\\r.yml:1:1: error: bad",
        ])
    }
}
