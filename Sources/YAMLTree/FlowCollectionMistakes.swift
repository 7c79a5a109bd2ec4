/// Mistakes in `[...]` lists and `{...}` mappings: one never closed, a missing `,`, a
/// closer that does not match, an empty entry, block syntax inside brackets.
enum FlowCollectionMistakes {
    typealias Position = SourceText.Position

    private struct Collection {
        var opener: Unicode.Scalar
        var closer: Unicode.Scalar
        var noun: String
        var entries: String

        init(opener: Unicode.Scalar) {
            self.opener = opener
            closer = opener == "[" ? "]" : "}"
            noun = opener == "[" ? "list" : "mapping"
            entries = opener == "[" ? "items" : "entries"
        }

        var note: String { "the \(noun) starts here" }
        var spelled: String { "'\(opener)...\(closer)'" }
    }

    /// libyaml wanted a `,` or the closer and found something else: usually the next line,
    /// because the closer (or a `,`) is missing at the end of the line before.
    static func unfinished(_ problem: SyntaxProblem, closer: Unicode.Scalar) -> SyntaxExplanation {
        let collection = Collection(opener: closer == "]" ? "[" : "{")
        let open = problem.start ?? problem.text.unclosedBracket(before: problem.position)
        let found = problem.found
        let startsLine = problem.text.isFirstOnLine(problem.position)
        if found == ":", startsLine {
            return SyntaxExplanation(
                "this ':' must be on the line of its key; a key and its ':' cannot be split over two lines",
                at: problem.position, note: collection.note, at: open
            )
        }
        // A plain value read on over the line break swallowed the start of the next line.
        let swallowed = problem.lastNode.map { last in
            last.line < problem.position.line && open.map { last > $0 } ?? true
        } ?? false
        if startsLine || swallowed {
            let end = swallowed
                ? problem.lastNode.flatMap { last in
                    problem.text.content(ofLine: last.line).map { Position(line: last.line, column: $0.upperBound + 1) }
                }
                : problem.text.endOfContent(before: Position(line: problem.position.line, column: 1))
            guard let end else { return SyntaxErrorTranslator.unknown(problem) }
            if found != nil, problem.text.closes(closer, onLineOf: problem.position) {
                return missingComma(collection, at: end, problem: problem, open: open)
            }
            return neverClosed(collection, at: end, problem: problem, open: open)
        }
        if let found, found == "]" || found == "}" {
            return SyntaxExplanation(
                "a \(collection.noun) opened with '\(collection.opener)' closes with '\(collection.closer)', not '\(found)'",
                at: problem.position, note: collection.note, at: open
            )
        }
        if found == ":" { return KeyValueMistakes.colonInFlow(problem, note: collection.note, at: open) }
        guard let end = problem.text.endOfContent(before: problem.position) else { return SyntaxErrorTranslator.unknown(problem) }
        return missingComma(collection, at: end, problem: problem, open: open)
    }

    /// libyaml wanted a value inside brackets (or after a block key) and found none.
    static func missingNode(_ problem: SyntaxProblem) -> SyntaxExplanation {
        guard problem.report.context == "while parsing a flow node",
              let open = problem.text.unclosedBracket(before: problem.position),
              let opener = problem.text.character(at: open) else {
            return strayCloser(problem) ?? SyntaxExplanation("a value is missing here", at: problem.position)
        }
        let collection = Collection(opener: opener)
        let rest = problem.rest(ofLineFrom: problem.position)
        if problem.position.column == 1, rest.hasPrefix("---") || rest.hasPrefix("...") {
            let marker = String(rest.prefix(3))
            return SyntaxExplanation(
                "the document marker '\(marker)' cannot be inside \(collection.spelled); close the \(collection.noun) before it",
                at: problem.position, note: collection.note, at: open
            )
        }
        switch problem.found {
        case ",":
            let before = problem.text.endOfContent(before: problem.position)
                .flatMap { problem.text.character(at: Position(line: $0.line, column: $0.column - 1)) }
            let message = before == "," ? "two ',' in a row leave an empty entry; remove one" : "nothing comes before this ','; remove it"
            return SyntaxExplanation(message, at: problem.position, note: collection.note, at: open)
        case "-":
            return SyntaxExplanation(
                "a '- ' item cannot be inside \(collection.spelled); separate the \(collection.entries) with ',' instead",
                at: problem.position, note: collection.note, at: open
            )
        case nil:
            guard let end = problem.text.endOfContent(before: problem.position) else { return SyntaxErrorTranslator.unknown(problem) }
            return neverClosed(collection, at: end, problem: problem, open: open)
        case let found?:
            return SyntaxExplanation(
                "a value is missing before \(SyntaxProblem.quoted(String(found)))",
                at: problem.position, note: collection.note, at: open
            )
        }
    }

    /// A `]` or `}` with no bracket open to close.
    static func strayCloser(_ problem: SyntaxProblem) -> SyntaxExplanation? {
        guard let found = problem.found, found == "]" || found == "}" else { return nil }
        let opener = found == "]" ? "[" : "{"
        return SyntaxExplanation("this '\(found)' closes nothing: no '\(opener)' is open here; remove it", at: problem.position)
    }

    private static func neverClosed(_ collection: Collection, at end: Position, problem: SyntaxProblem, open: Position?) -> SyntaxExplanation {
        let after = lastItem(before: end, in: problem).map { "after \($0)" } ?? "at its end"
        return SyntaxExplanation(
            "this \(collection.noun) is never closed; add '\(collection.closer)' \(after)",
            at: end, note: collection.note, at: open
        )
    }

    private static func missingComma(_ collection: Collection, at end: Position, problem: SyntaxProblem, open: Position?) -> SyntaxExplanation {
        let after = lastItem(before: end, in: problem).map { " after \($0)" } ?? ""
        return SyntaxExplanation(
            "missing ','\(after); the \(collection.entries) of \(collection.spelled) are separated by ','",
            at: end, note: collection.note, at: open
        )
    }

    /// The item that ends at `end`, quoted for a message; nil after a `[`, `{` or `,`.
    private static func lastItem(before end: Position, in problem: SyntaxProblem) -> String? {
        let characters = problem.text.line(end.line)
        var start = min(end.column - 1, characters.count)
        while start > 0, !SourceText.isBlank(characters[start - 1]), !"[{,".unicodeScalars.contains(characters[start - 1]) {
            start -= 1
        }
        guard start < end.column - 1 else { return nil }
        return SyntaxProblem.quoted(problem.text.text(from: Position(line: end.line, column: start + 1), toColumn: end.column))
    }
}
