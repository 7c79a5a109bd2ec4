/// Lines whose indentation breaks the structure around them: a key that lines up with no
/// mapping, a list item out of line with its list, keys and list items at one level, a
/// line less indented than the block of text above it.
enum IndentationMistakes {
    typealias Position = SourceText.Position

    /// libyaml wanted the next key of the mapping whose first key is `problem.start`.
    static func inMapping(_ problem: SyntaxProblem) -> SyntaxExplanation {
        if let stray = FlowCollectionMistakes.strayCloser(problem) { return stray }
        guard problem.text.isFirstOnLine(problem.position) else { return KeyValueMistakes.textAfterValue(problem) }
        let line = problem.position.line
        let indentation = problem.text.indentation(ofLine: line)
        let mapping = problem.start ?? Position(line: 1, column: 1)
        if let block = blockTextAbove(problem) { return block }
        let above = problem.text.previousContentLine(before: line).flatMap { number in problem.shape(ofLine: number).map { (number, $0) } }
        if problem.found == "-" {
            if let (number, shape) = above, shape.isListItem, shape.indentation != indentation {
                return misalignedItem(problem, listIndentation: shape.indentation, itemAbove: number)
            }
            if indentation == mapping.column - 1 {
                return SyntaxExplanation(
                    "a list item among the keys of this mapping; one level holds either 'key: value' lines or '- ' items, not both: put the list under a key of its own",
                    at: problem.position, note: "the mapping starts here", at: mapping
                )
            }
            if let (_, shape) = above, let colon = shape.colon, let value = shape.value, indentation > shape.indentation {
                let key = SyntaxProblem.quoted(problem.text.text(from: shape.body, toColumn: colon.column))
                return SyntaxExplanation(
                    "\(key) already has a value on its line, so this list cannot be its value; remove \(SyntaxProblem.quoted(problem.rest(ofLineFrom: value))) to make the list the value of \(key)",
                    at: problem.position, note: "the value of \(key) is here", at: value
                )
            }
        }
        // Which mapping the line means to join: the one of the key just above when that is
        // deeper than the mapping libyaml was in, else that mapping.
        var target = (indentation: mapping.column - 1, first: mapping)
        if let (number, shape) = above, shape.colon != nil, shape.indentation > mapping.column - 1, shape.indentation != indentation,
           let first = firstKey(ofMappingIndented: shape.indentation, from: number, in: problem) {
            target = (shape.indentation, first)
        }
        let name = SyntaxProblem.quoted(problem.token(at: problem.position))
        let model = SyntaxProblem.quoted(problem.token(at: target.first))
        return SyntaxExplanation(
            "\(name) is indented \(SyntaxProblem.spaces(indentation)), but the keys of this mapping are indented \(SyntaxProblem.spaces(target.indentation)); line it up with \(model)",
            at: problem.position, note: "the mapping starts here", at: target.first
        )
    }

    /// libyaml wanted the next `- ` item of the list whose first item is `problem.start`.
    static func inList(_ problem: SyntaxProblem) -> SyntaxExplanation {
        if let stray = FlowCollectionMistakes.strayCloser(problem) { return stray }
        let list = problem.start ?? Position(line: 1, column: 1)
        let indentation = problem.text.indentation(ofLine: problem.position.line)
        if problem.found == "-" {
            return misalignedItem(problem, listIndentation: list.column - 1, itemAbove: list.line, first: list)
        }
        let name = SyntaxProblem.quoted(problem.token(at: problem.position))
        if indentation == list.column - 1 {
            let line = SyntaxProblem.quoted("- " + problem.rest(ofLineFrom: problem.position))
            return SyntaxExplanation(
                "\(name) is not a list item, but the lines above it at this indentation are; one level holds either '- ' items or 'key: value' lines, not both: write \(line) to make it an item, or move it out of the list",
                at: problem.position, note: "the list starts here", at: list
            )
        }
        return SyntaxExplanation(
            "\(name) is indented \(SyntaxProblem.spaces(indentation)), but the items of this list are indented \(SyntaxProblem.spaces(list.column - 1))",
            at: problem.position, note: "the list starts here", at: list
        )
    }

    /// A list item out of line with the items above it.
    private static func misalignedItem(_ problem: SyntaxProblem, listIndentation: Int, itemAbove: Int, first: Position? = nil) -> SyntaxExplanation {
        let indentation = problem.text.indentation(ofLine: problem.position.line)
        let start = first ?? firstItem(ofListIndented: listIndentation, from: itemAbove, in: problem)
        return SyntaxExplanation(
            "this list item is indented \(SyntaxProblem.spaces(indentation)), but the items of its list are indented \(SyntaxProblem.spaces(listIndentation)); line up its '-' with theirs",
            at: problem.position, note: "the list starts here", at: start
        )
    }

    /// A line that is less indented than the `|` or `>` block of text just above it, whose
    /// first lines set the block's indentation.
    private static func blockTextAbove(_ problem: SyntaxProblem) -> SyntaxExplanation? {
        let line = problem.position.line
        let indentation = problem.text.indentation(ofLine: line)
        var deepest = 0
        var number = line - 1
        while number >= 1 {
            let characters = problem.text.line(number)
            let content = problem.text.content(ofLine: number)
            if content == nil || problem.text.indentation(ofLine: number) > indentation {
                deepest = max(deepest, characters.prefix { $0 == " " }.count)
                number -= 1
                continue
            }
            guard let content, let header = blockHeader(in: characters, content: content), deepest > indentation else { return nil }
            return SyntaxExplanation(
                "this line is indented \(SyntaxProblem.spaces(indentation)), less than the lines of the '\(characters[header])' text above it (\(deepest)); indent it as deeply to keep it in the text, or line it up with a key",
                at: problem.position, note: "the text starts here", at: Position(line: number, column: header + 1)
            )
        }
        return nil
    }

    /// Where a `|` or `>` block indicator ends the line's content (`key: |`, `- >-`, `|2`).
    private static func blockHeader(in characters: [Unicode.Scalar], content: ClosedRange<Int>) -> Int? {
        var index = content.upperBound - 1
        while index > content.lowerBound - 1, "+-123456789".unicodeScalars.contains(characters[index]) { index -= 1 }
        guard characters[index] == "|" || characters[index] == ">",
              index == content.lowerBound - 1 || SourceText.isBlank(characters[index - 1]) else { return nil }
        return index
    }

    /// The first key of the mapping indented `indentation` that holds the key line `line`.
    private static func firstKey(ofMappingIndented indentation: Int, from line: Int, in problem: SyntaxProblem) -> Position? {
        walkUp(from: line, in: problem) { shape in
            if shape.body.column - 1 == indentation, shape.colon != nil {
                return .first(shape.body, last: shape.indentation < indentation)
            }
            return shape.indentation > indentation ? .deeper : .stop
        }
    }

    /// The first `-` of the list indented `indentation` that holds the item line `line`.
    private static func firstItem(ofListIndented indentation: Int, from line: Int, in problem: SyntaxProblem) -> Position? {
        walkUp(from: line, in: problem) { shape in
            if shape.isListItem, shape.indentation == indentation {
                return .first(Position(line: shape.body.line, column: indentation + 1), last: false)
            }
            return shape.indentation > indentation ? .deeper : .stop
        }
    }

    private enum Step {
        /// A line of the run: the first so far (and the very first when `last`).
        case first(Position, last: Bool)
        /// A line nested deeper inside the run.
        case deeper
        /// A line outside the run.
        case stop
    }

    /// Walks up from `line` (included) over the lines with content while `step` says they
    /// belong to a run; the first line of the run.
    private static func walkUp(from line: Int, in problem: SyntaxProblem, _ step: (SyntaxProblem.LineShape) -> Step) -> Position? {
        var first: Position?
        var number = line + 1
        while let above = problem.text.previousContentLine(before: number), let shape = problem.shape(ofLine: above) {
            number = above
            switch step(shape) {
            case .first(let position, let last):
                first = position
                if last { return first }
            case .deeper:
                continue
            case .stop:
                return first
            }
        }
        return first
    }
}
