/// Characters that have no place where they are: a tab where YAML wants spaces, a byte
/// order mark in the middle of the file, a control character, bytes that are not text.
enum CharacterMistakes {
    typealias Position = SourceText.Position

    /// libyaml stopped on a line that starts with a byte order mark (two files joined into
    /// one): invisible, it takes a column, so the line is indented one more than it looks.
    static func byteOrderMark(_ problem: SyntaxProblem) -> SyntaxExplanation? {
        guard problem.text.line(problem.position.line).first == "\u{FEFF}" else { return nil }
        return SyntaxExplanation(
            "an invisible byte order mark (U+FEFF) starts this line, as when files are joined; delete it",
            at: Position(line: problem.position.line, column: 1)
        )
    }

    /// A character no YAML token starts with: a tab, or an indicator YAML reserves.
    static func unexpected(_ problem: SyntaxProblem) -> SyntaxExplanation {
        switch problem.found {
        case "\t": return tab(problem)
        default: return IndicatorMistakes.reserved(problem)
        }
    }

    /// A tab in the indentation of a line, or between an indicator and what follows it.
    static func tab(_ problem: SyntaxProblem) -> SyntaxExplanation {
        let characters = problem.text.line(problem.position.line)
        let indentation = characters.prefix(while: SourceText.isBlank)
        if let tab = indentation.firstIndex(of: "\t"), problem.position.column - 1 <= indentation.count {
            let inBlock = problem.report.context == "while scanning a block scalar"
            return SyntaxExplanation(
                "this line is indented with a tab; YAML indents with spaces only: replace the tab with spaces",
                at: Position(line: problem.position.line, column: tab + 1),
                note: inBlock ? "the block of text starts here" : nil, at: problem.start
            )
        }
        return SyntaxExplanation(
            "a tab here, where YAML separates with spaces only; replace it with a space",
            at: problem.position
        )
    }

    /// libyaml's reader refused the bytes: not UTF-8 (or UTF-16) text, or a control character.
    static func unreadable(_ problem: SyntaxProblem) -> SyntaxExplanation {
        let value = problem.report.value ?? 0
        switch problem.report.problem {
        case "control characters are not allowed":
            return SyntaxExplanation(
                "the control character \(codePoint(value)) is not allowed in YAML; remove it (in a double-quoted value, write it as the escape \\\(value < 0x100 ? "x" + hex(value, digits: 2) : "u" + hex(value, digits: 4)))",
                at: problem.position
            )
        case "invalid trailing UTF-8 octet":
            // libyaml points at the byte that does not continue the character; the character
            // starts one column before it.
            let start = Position(line: problem.position.line, column: max(problem.position.column - 1, 1))
            return SyntaxExplanation("the file is not valid UTF-8 here; save it as UTF-8", at: start)
        case "invalid leading UTF-8 octet", "incomplete UTF-8 octet sequence", "invalid length of a UTF-8 sequence":
            return SyntaxExplanation("the file is not valid UTF-8 here; save it as UTF-8", at: problem.position)
        case "invalid Unicode character":
            return SyntaxExplanation(
                "the file encodes \(codePoint(value)) here, which is not a character; save it as UTF-8",
                at: problem.position
            )
        case "incomplete UTF-16 character", "unexpected low surrogate area", "incomplete UTF-16 surrogate pair",
             "expected low surrogate area":
            return SyntaxExplanation("the file is not UTF-16 text here; save it as UTF-8", at: problem.position)
        default:
            return SyntaxExplanation("the file cannot be read as text here; save it as UTF-8", at: problem.position)
        }
    }

    private static func codePoint(_ value: Int) -> String {
        "U+" + hex(value, digits: 4)
    }

    private static func hex(_ value: Int, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(digits - text.count, 0)) + text
    }
}
