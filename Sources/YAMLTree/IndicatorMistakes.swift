/// Values that start with an indicator character: `@` and `` ` `` (reserved), `%`
/// (directives), `&` (anchors), `*` (aliases), `!` (tags). Most often a value meant as
/// text (`*.swift`, `@MainActor`), so the fix is to quote it.
enum IndicatorMistakes {
    /// A character that cannot start an unquoted value.
    static func reserved(_ problem: SyntaxProblem) -> SyntaxExplanation {
        let character = problem.found.map { SyntaxProblem.quoted(String($0)) } ?? "this character"
        let why = switch problem.found {
        case "@", "`": " (YAML reserves it)"
        case "%": " (YAML keeps it for directives)"
        default: ""
        }
        return SyntaxExplanation(
            "\(character) cannot start a value that is not in quotes\(why); \(quoteIt(problem, at: problem.position))",
            at: problem.position
        )
    }

    /// `&` or `*` not followed by a name.
    static func badName(_ problem: SyntaxProblem) -> SyntaxExplanation {
        let start = problem.start ?? problem.position
        let (indicator, kind) = problem.report.context == "while scanning an anchor" ? ("&", "an anchor") : ("*", "an alias")
        return SyntaxExplanation(
            "'\(indicator)' must be followed by \(kind) name (letters, digits, '-' or '_'); \(quoteIt(problem, at: start, starting: indicator))",
            at: start
        )
    }

    /// A `!` tag libyaml cannot read.
    static func badTag(_ problem: SyntaxProblem) -> SyntaxExplanation {
        let start = problem.start ?? problem.position
        let tag = problem.text.line(start.line).dropFirst(start.column - 1).prefix { !SourceText.isBlank($0) }
        return SyntaxExplanation(
            "\(SyntaxProblem.quoted(String(String.UnicodeScalarView(tag)))) is not a valid tag; \(quoteIt(problem, at: start, starting: "!"))",
            at: start
        )
    }

    /// A tag `!handle!suffix` whose handle no `%TAG` line of this document declares.
    static func undeclaredTagHandle(_ problem: SyntaxProblem) -> SyntaxExplanation {
        let tag = problem.token(at: problem.position)
        let handle = SyntaxProblem.visibleText(tag.dropFirst().firstIndex(of: "!").map { String(tag[...$0]) } ?? tag)
        return SyntaxExplanation(
            "the tag handle '\(handle)' is not declared: add '%TAG \(handle) <prefix>' before this document's '---' (each document declares its own), or \(quoteIt(problem, at: problem.position, starting: "!"))",
            at: problem.position
        )
    }

    /// "put the value in quotes: "@foo"", or the general rule when the value is not plain to see.
    private static func quoteIt(_ problem: SyntaxProblem, at position: SourceText.Position, starting indicator: String? = nil) -> String {
        let value = problem.value(at: position)
        let rule = indicator.map { "to write a value starting with '\($0)', put it in quotes" } ?? "put the value in quotes"
        guard !value.isEmpty, value.unicodeScalars.count <= 40 else { return rule }
        return "\(rule): \(SyntaxProblem.visibleText(SyntaxProblem.quotedForYAML(value)))"
    }
}
