/// A line libyaml read as more of the value above it, so that its `: ` cannot start a key:
/// it is indented deeper than a key whose value is already on that key's line, or it
/// follows text that has no `:` (a key that lost its colon).
enum ContinuationLineMistakes {
    typealias Position = SourceText.Position

    /// Which of the two lines to fix, and how: the deeper line (lined up with the key above),
    /// or the text above (given its `:`).
    static func explain(_ problem: SyntaxProblem) -> SyntaxExplanation {
        let line = problem.position.line
        guard let above = problem.text.previousContentLine(before: line), let shape = problem.shape(ofLine: above),
              let start = problem.text.content(ofLine: line)?.lowerBound else {
            return SyntaxErrorTranslator.unknown(problem)
        }
        let first = Position(line: line, column: start)
        let name = SyntaxProblem.quoted(problem.token(at: first))
        if let value = shape.value ?? (shape.isListItem ? shape.body : nil) {
            let valueText = SyntaxProblem.quoted(problem.rest(ofLineFrom: value))
            if let colon = shape.colon {
                let key = SyntaxProblem.quoted(problem.text.text(from: shape.body, toColumn: colon.column))
                return SyntaxExplanation(
                    "\(name) is indented deeper than \(key) above it, so it reads as more of the value \(valueText); line \(name) up with \(key)",
                    at: first, note: "the value it continues starts here", at: value
                )
            }
            return SyntaxExplanation(
                "\(name) is indented under the list item above it, so it reads as more of that item's value \(valueText); line it up with the '-' to start a new item",
                at: first, note: "the value it continues starts here", at: value
            )
        }
        let text = problem.content(ofLine: above)
        let fix = SyntaxProblem.keyValueReading(of: text).map { "did you mean \($0)?" } ?? "add the missing ':', or put the text in quotes"
        return SyntaxExplanation(
            "\(SyntaxProblem.quoted(text)) has no ':', so line \(line) below reads as more of this text and its ':' cannot start a key; \(fix)",
            at: shape.body, note: "the ':' that cannot start a key", at: problem.position
        )
    }
}
