/// Mistakes inside a value: a quote never closed, an escape double quotes do not know,
/// a `|` or `>` block whose first line is wrong.
enum ScalarMistakes {
    typealias Position = SourceText.Position

    /// A quoted value whose closing quote never comes: libyaml reads on to the end of the
    /// file (or a `---`), so the mistake is on the quote's own line, at its end.
    static func unclosedQuote(_ problem: SyntaxProblem) -> SyntaxExplanation {
        guard let quote = problem.start, let mark = problem.text.character(at: quote) else {
            return SyntaxErrorTranslator.unknown(problem)
        }
        let characters = problem.text.line(quote.line)
        let last = characters.lastIndex { !SourceText.isBlank($0) } ?? (quote.column - 1)
        let end = Position(line: quote.line, column: max(last + 2, quote.column + 1))
        let runs: String
        if problem.report.problem == "found unexpected document indicator" {
            let marker = problem.text.text(from: problem.position, toColumn: problem.position.column + 3)
            runs = "it runs into the '\(marker)' on line \(problem.position.line)"
        } else {
            runs = "it runs to the end of the file"
        }
        return SyntaxExplanation(
            "this quoted value is never closed (\(runs)); add the closing \(mark) where the value ends",
            at: end, note: "the quoted value starts here", at: quote
        )
    }

    /// A `\` in double quotes that starts no escape YAML knows (a Windows path, a regex).
    static func badEscape(_ problem: SyntaxProblem) -> SyntaxExplanation {
        let characters = problem.text.line(problem.position.line)
        let lowest = max((problem.start?.line == problem.position.line ? problem.start?.column ?? 1 : 1) - 1, 0)
        let backslash = (lowest..<max(lowest, min(problem.position.column, characters.count))).last { characters[$0] == "\\" }
        guard let backslash else { return SyntaxErrorTranslator.unknown(problem) }
        let position = Position(line: problem.position.line, column: backslash + 1)
        let letter = backslash + 1 < characters.count ? characters[backslash + 1] : " "
        let singleQuoted = problem.start.flatMap { singleQuotedForm(ofValueAt: $0, in: problem) }.map { ": \($0)" }
        let backslashRule = "for a backslash write '\\\\', or single-quote the value\(singleQuoted ?? " (single quotes have no escapes)")"
        let digits = letter == "x" ? 2 : letter == "u" ? 4 : 8
        switch problem.report.problem {
        case "found invalid Unicode character escape code":
            let escape = problem.text.text(from: position, toColumn: problem.position.column + digits)
            return SyntaxExplanation("\(SyntaxProblem.quoted(escape)) is not a Unicode character", at: position)
        case "did not find expected hexdecimal number":
            return SyntaxExplanation("'\\\(letter)' must be followed by \(digits) hex digits; \(backslashRule)", at: position)
        default:
            if letter == "'" {
                return SyntaxExplanation("a ' needs no backslash in double quotes; write ' alone", at: position)
            }
            let escape = "\\" + SyntaxProblem.visible(letter)
            return SyntaxExplanation("'\(escape)' is not an escape YAML knows; \(backslashRule)", at: position)
        }
    }

    /// The one-line double-quoted value at `quote` in single quotes, if it holds no `'`.
    private static func singleQuotedForm(ofValueAt quote: Position, in problem: SyntaxProblem) -> String? {
        let characters = problem.text.line(quote.line)
        var index = quote.column
        while index < characters.count, characters[index] != "\"" {
            index += characters[index] == "\\" ? 2 : 1
        }
        guard index < characters.count else { return nil }
        let value = problem.text.text(from: Position(line: quote.line, column: quote.column + 1), toColumn: index + 1)
        guard !value.contains("'"), value.unicodeScalars.count <= 40 else { return nil }
        return "'\(SyntaxProblem.visibleText(value))'"
    }

    /// A `|` or `>` block's header: an indentation number 0, or text after the indicator.
    static func badBlockHeader(_ problem: SyntaxProblem) -> SyntaxExplanation {
        let indicator = problem.start.flatMap { problem.text.character(at: $0) }.map { "'\($0)'" } ?? "'|'"
        if problem.report.problem == "found an indentation indicator equal to 0" {
            return SyntaxExplanation(
                "the indentation number after \(indicator) must be 1 to 9, not 0; remove the 0 to let the first line set the indentation",
                at: problem.position
            )
        }
        let text = problem.rest(ofLineFrom: problem.position)
        return SyntaxExplanation(
            "text after \(indicator) on its line; the text of a \(indicator) block starts on the next line, indented: move \(SyntaxProblem.quoted(text)) there",
            at: problem.position, note: "the block starts here", at: problem.start
        )
    }
}
