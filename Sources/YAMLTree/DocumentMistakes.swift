/// Mistakes about documents and directives: content after a document ended, a `...` or
/// directive without the `---` that must follow, directive lines libyaml cannot read.
enum DocumentMistakes {
    typealias Position = SourceText.Position

    /// libyaml finished a document and wanted `---` (or the end of the file).
    static func contentAfterDocument(_ problem: SyntaxProblem) -> SyntaxExplanation {
        if let stray = FlowCollectionMistakes.strayCloser(problem) { return stray }
        let line = problem.position.line
        let rest = problem.rest(ofLineFrom: Position(line: line, column: 1))
        if rest.hasPrefix("..."), problem.position.column > 1 {
            return SyntaxExplanation(
                "nothing may follow the document end marker '...' on its line; start a new document with '---' for \(SyntaxProblem.quoted(problem.rest(ofLineFrom: problem.position)))",
                at: problem.position
            )
        }
        let above = problem.text.previousContentLine(before: line)
        let aboveText = above.map(problem.content(ofLine:)) ?? ""
        let atEnd = problem.found == nil && problem.text.isFirstOnLine(problem.position)
        if let above, aboveText == "..." || aboveText.hasPrefix("... ") {
            return SyntaxExplanation(
                "a new document after '...' must start with '---'; add '---' before this line",
                at: problem.position, note: "the document before it ends here", at: Position(line: above, column: 1)
            )
        }
        if let above, aboveText.hasPrefix("%") {
            let place = atEnd ? Position(line: above, column: aboveText.unicodeScalars.count + 1) : problem.position
            return SyntaxExplanation(
                "directives must be followed by '---' and then the document; add '---' after them",
                at: place
            )
        }
        if let first = firstLineOfDocument(before: line, in: problem) {
            let indentation = problem.text.indentation(ofLine: line)
            let firstIndentation = problem.text.indentation(ofLine: first)
            if indentation < firstIndentation {
                return SyntaxExplanation(
                    "this line is indented \(SyntaxProblem.spaces(indentation)), less than the document's first line (\(firstIndentation)); line it up with that line",
                    at: problem.position, note: "the document starts here", at: Position(line: first, column: firstIndentation + 1)
                )
            }
        }
        return SyntaxExplanation(
            "more content after the document's value has ended; a document holds one value: make this line part of the value above, or start a new document with '---'",
            at: problem.position
        )
    }

    /// A `%YAML` or `%TAG` directive given twice for one document.
    static func duplicateDirective(_ problem: SyntaxProblem) -> SyntaxExplanation {
        let directive = problem.token(at: problem.position)
        let handle = directive == "%TAG" ? tagHandle(onLine: problem.position.line, in: problem) : nil
        let first = (1..<problem.position.line).first { number in
            problem.content(ofLine: number).hasPrefix(directive) && (handle == nil || tagHandle(onLine: number, in: problem) == handle)
        }
        let what = handle.map { SyntaxProblem.quoted("%TAG \($0)") } ?? SyntaxProblem.quoted(directive)
        return SyntaxExplanation(
            "\(what) is given twice for one document; keep one",
            at: problem.position, note: "the first one is here", at: first.map { Position(line: $0, column: 1) }
        )
    }

    /// `%YAML 2.0`: a version libyaml does not read.
    static func unsupportedVersion(_ problem: SyntaxProblem) -> SyntaxExplanation {
        SyntaxExplanation(
            "\(SyntaxProblem.quoted(problem.content(ofLine: problem.position.line))) asks for a YAML version this reader does not know; write '%YAML 1.2' or remove the line",
            at: problem.position
        )
    }

    /// A line starting with `%` that is not a directive libyaml can read.
    static func badDirective(_ problem: SyntaxProblem) -> SyntaxExplanation {
        let context = problem.report.context ?? ""
        let start = problem.start ?? problem.position
        if context.contains("%YAML") {
            return SyntaxExplanation("the %YAML directive takes a version: '%YAML 1.2'", at: problem.position)
        }
        if context.contains("%TAG") || context.contains("tag directive") {
            return SyntaxExplanation("the %TAG directive takes a handle and a prefix: '%TAG !e! tag:example.com,2024:'", at: problem.position)
        }
        if problem.report.problem == "did not find expected comment or line break" {
            return SyntaxExplanation(
                "text after the directive; a directive line holds only the directive (and a comment)",
                at: problem.position
            )
        }
        return SyntaxExplanation(
            "\(SyntaxProblem.quoted(problem.token(at: start))) is not a directive (YAML has %YAML and %TAG); a line starting with '%' must be one, so put a value starting with '%' in quotes",
            at: start
        )
    }

    private static func tagHandle(onLine number: Int, in problem: SyntaxProblem) -> String? {
        let words = problem.content(ofLine: number).split(separator: " ")
        return words.count > 1 ? String(words[1]) : nil
    }

    /// The first line with content after the last `---` before `line` (or from the top).
    private static func firstLineOfDocument(before line: Int, in problem: SyntaxProblem) -> Int? {
        var start = 1
        for number in stride(from: line - 1, through: 1, by: -1) where problem.content(ofLine: number).hasPrefix("---") {
            start = number
            break
        }
        return (start..<line).first { number in
            let content = problem.content(ofLine: number)
            return !content.isEmpty && !content.hasPrefix("---") && !content.hasPrefix("%")
        }
    }
}
