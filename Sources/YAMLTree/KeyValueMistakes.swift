/// Mistakes in the shape of a `key: value` line: a second `: ` in it, a missing `:`, a list
/// started on the key's line, more after a complete value, a key split over lines or longer
/// than YAML allows.
enum KeyValueMistakes {
    typealias Position = SourceText.Position

    /// YAML's limit on a key written without `?` (libyaml's too), in characters.
    static let longestImplicitKey = 1024

    /// A `:` libyaml cannot take as a key's: a second one on the line (`key: value: more`),
    /// or one on a line that continues the value above it.
    static func misplacedColon(_ problem: SyntaxProblem) -> SyntaxExplanation {
        guard let shape = problem.shape(ofLine: problem.position.line), let colon = shape.colon,
              colon < problem.position, let value = shape.value else {
            return ContinuationLineMistakes.explain(problem)
        }
        let key = problem.text.text(from: shape.body, toColumn: colon.column)
        let quoted = SyntaxProblem.quotedForYAML(problem.rest(ofLineFrom: value))
        return SyntaxExplanation(
            "a second ': ' on this line; quote the value if it contains ': ' (\(SyntaxProblem.visibleText("\(key): \(quoted)"))), or put the inner mapping on its own, indented line",
            at: problem.position
        )
    }

    /// A `:` inside brackets after an entry that already has one, or after an over-long key.
    static func colonInFlow(_ problem: SyntaxProblem, note: String, at open: Position?) -> SyntaxExplanation {
        let characters = problem.text.line(problem.position.line)
        var keyStart = min(problem.position.column - 1, characters.count)
        while keyStart > 0, !"[{,".unicodeScalars.contains(characters[keyStart - 1]) { keyStart -= 1 }
        while keyStart < characters.count, SourceText.isBlank(characters[keyStart]) { keyStart += 1 }
        if problem.position.column - 1 - keyStart > longestImplicitKey {
            return longKey(at: Position(line: problem.position.line, column: keyStart + 1))
        }
        return SyntaxExplanation(
            "a second ':' in one entry; quote the value if the ':' belongs to it",
            at: problem.position, note: note, at: open
        )
    }

    /// A `- ` item after other content on its line.
    static func misplacedDash(_ problem: SyntaxProblem) -> SyntaxExplanation {
        let item = SyntaxProblem.quoted(problem.rest(ofLineFrom: problem.position))
        if let shape = problem.shape(ofLine: problem.position.line), let colon = shape.colon, shape.value == problem.position {
            let key = SyntaxProblem.quoted(problem.text.text(from: shape.body, toColumn: colon.column))
            return SyntaxExplanation(
                "a list cannot start on the line of its key; put \(item) on the next line, indented under \(key)",
                at: problem.position
            )
        }
        return SyntaxExplanation("a '- ' item must start a line of its own; move \(item) to the next line", at: problem.position)
    }

    /// A line libyaml took for a key finds no `:` after it.
    static func missingColon(_ problem: SyntaxProblem) -> SyntaxExplanation {
        guard let key = problem.start else { return SyntaxErrorTranslator.unknown(problem) }
        if problem.found == ":", problem.position.line > key.line {
            return SyntaxExplanation(
                "this key runs over more than one line; a key and its ':' must be on one line",
                at: key, note: "its ':' is here", at: problem.position
            )
        }
        if problem.position.line == key.line, problem.position.column - key.column > longestImplicitKey {
            return longKey(at: key)
        }
        let content = problem.rest(ofLineFrom: key)
        let shown = SyntaxProblem.quoted(content)
        let indentation = problem.text.indentation(ofLine: key.line)
        if let above = problem.text.previousContentLine(before: key.line), let shape = problem.shape(ofLine: above),
           shape.isListItem, shape.indentation == indentation {
            return SyntaxExplanation(
                "\(shown) is not a list item like the line above it; add '- ' before it (or, if it is a key, ':' after it)",
                at: key
            )
        }
        if let reading = SyntaxProblem.keyValueReading(of: content) {
            return SyntaxExplanation("\(shown) has no ':'; did you mean \(reading)?", at: key)
        }
        return SyntaxExplanation("\(shown) has no ':' after its key; a line in a mapping is 'key: value'", at: key)
    }

    /// Something after a complete value on the same line.
    static func textAfterValue(_ problem: SyntaxProblem) -> SyntaxExplanation {
        let characters = problem.text.line(problem.position.line)
        let before = characters[..<min(problem.position.column - 1, characters.count)]
        let last = before.lastIndex { !SourceText.isBlank($0) }
        if let last, characters[last] == "'" || characters[last] == "\"" {
            let quote = characters[last]
            let position = Position(line: problem.position.line, column: last + 1)
            guard last + 1 == problem.position.column - 1 else {
                return SyntaxExplanation("text after the closing \(quote) of the value; put all of the value inside the quotes", at: problem.position)
            }
            let escape = quote == "'" ? "write it twice ('')" : "write it as \\\""
            return SyntaxExplanation(
                "this \(quote) ends the quoted value early; to put a \(quote) inside the quotes, \(escape)",
                at: position
            )
        }
        let words = before.split(whereSeparator: SourceText.isBlank)
        if problem.found == "*", let anchor = words.last, anchor.first == "&" {
            var name = ""
            name.unicodeScalars.append(contentsOf: anchor)
            return SyntaxExplanation(
                "an alias cannot have an anchor; remove \(SyntaxProblem.quoted(name)) before \(SyntaxProblem.quoted(problem.token(at: problem.position)))",
                at: problem.position
            )
        }
        return SyntaxExplanation(
            "\(SyntaxProblem.quoted(problem.rest(ofLineFrom: problem.position))) follows a complete value on this line; start it on a line of its own",
            at: problem.position
        )
    }

    static func longKey(at key: Position) -> SyntaxExplanation {
        SyntaxExplanation(
            "this key is longer than \(longestImplicitKey) characters, the most YAML allows for a key without '?'; write '? ' before it",
            at: key
        )
    }
}
