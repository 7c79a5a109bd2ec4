/// A syntax error libyaml reported, with the text around it: what each explanation of a
/// mistake reads. An explanation answers with a `SyntaxExplanation`.
struct SyntaxProblem {
    typealias Position = SourceText.Position

    let report: LibYAMLReport
    let text: SourceText
    /// Where libyaml noticed the problem.
    let position: Position
    /// Where the construct libyaml was reading began (its context mark); nil without a context.
    let start: Position?
    /// Where the last node libyaml delivered before it stopped begins.
    let lastNode: Position?

    /// The character libyaml stopped at; nil at the end of a line or of the file.
    var found: Unicode.Scalar? { text.character(at: position) }

    /// A line read as YAML block structure.
    struct LineShape {
        var indentation: Int
        /// Whether the line starts with a `- ` list item indicator.
        var isListItem: Bool
        /// Where the line's node starts, after any `- ` indicators.
        var body: Position
        /// The first `: ` that makes the body a key (outside quotes and brackets).
        var colon: Position?
        /// The first content after that `:`; nil when the value is on the lines below.
        var value: Position?
    }

    func shape(ofLine number: Int) -> LineShape? {
        guard let content = text.content(ofLine: number) else { return nil }
        let characters = text.line(number)
        let end = content.upperBound
        var index = content.lowerBound - 1
        var isListItem = false
        while index < end, characters[index] == "-", index + 1 == end || SourceText.isBlank(characters[index + 1]) {
            isListItem = true
            index += 1
            while index < end, SourceText.isBlank(characters[index]) { index += 1 }
        }
        var shape = LineShape(indentation: text.indentation(ofLine: number), isListItem: isListItem,
                              body: Position(line: number, column: index + 1))
        var quote: Unicode.Scalar?
        var depth = 0
        while index < end {
            let character = characters[index]
            if let open = quote {
                if open == "\"", character == "\\" { index += 1 } else if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "[" || character == "{" {
                depth += 1
            } else if character == "]" || character == "}" {
                depth = max(depth - 1, 0)
            } else if character == ":", depth == 0, index + 1 == end || SourceText.isBlank(characters[index + 1]) {
                shape.colon = Position(line: number, column: index + 1)
                if let value = characters[(index + 1)..<end].firstIndex(where: { !SourceText.isBlank($0) }) {
                    shape.value = Position(line: number, column: value + 1)
                }
                break
            }
            index += 1
        }
        return shape
    }

    /// The token starting at `position`: up to a blank, a flow indicator or a `: ` (at
    /// least the character there).
    func token(at position: Position) -> String {
        let characters = text.line(position.line)
        let start = position.column - 1
        var end = start
        while end < characters.count {
            let character = characters[end]
            if SourceText.isBlank(character) || ",[]{}".unicodeScalars.contains(character) { break }
            if character == ":", end + 1 == characters.count || SourceText.isBlank(characters[end + 1]) { break }
            end += 1
        }
        if end == start, end < characters.count { end += 1 }
        return text.text(from: position, toColumn: end + 1)
    }

    /// The line's content from `position` on, comments and trailing blanks left out.
    func rest(ofLineFrom position: Position) -> String {
        let end = text.content(ofLine: position.line)?.upperBound ?? 0
        return text.text(from: position, toColumn: end + 1)
    }

    /// The plain value starting at `position`: the rest of the line's content, up to the
    /// first `,`, `]` or `}` inside a flow collection.
    func value(at position: Position) -> String {
        var value = rest(ofLineFrom: position)
        if text.unclosedBracket(before: position) != nil, let end = value.firstIndex(where: { ",]}".contains($0) }) {
            value = String(value[..<end])
        }
        while value.last == " " || value.last == "\t" { value.removeLast() }
        return value
    }

    /// The line's content (comments and surrounding blanks left out).
    func content(ofLine number: Int) -> String {
        guard let range = text.content(ofLine: number) else { return "" }
        return text.text(from: Position(line: number, column: range.lowerBound), toColumn: range.upperBound + 1)
    }

    /// `text` in single quotes for a message, as `visibleText` shows it.
    static func quoted(_ text: String) -> String {
        "'\(visibleText(text))'"
    }

    /// `text` for a message: invisible characters spelled `\u{...}`, at most 40 characters
    /// shown.
    static func visibleText(_ text: String) -> String {
        var shown = ""
        for (count, scalar) in text.unicodeScalars.enumerated() {
            if count == 40 {
                shown += "..."
                break
            }
            shown += visible(scalar)
        }
        return shown
    }

    /// A character as a message shows it: itself, or `\u{...}` when it is invisible.
    static func visible(_ scalar: Unicode.Scalar) -> String {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned, .privateUse:
            return "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        default:
            return String(scalar)
        }
    }

    /// `value` written so YAML reads it as text: in double quotes, or in single quotes when
    /// it holds a `"` or `\`.
    static func quotedForYAML(_ value: String) -> String {
        if !value.contains("\"") && !value.contains("\\") { return "\"\(value)\"" }
        return "'" + value.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "''") + "'"
    }

    /// Two words as the `key: value` they likely meant (`type core` -> `'type: core'`);
    /// nil for other text.
    static func keyValueReading(of text: String) -> String? {
        let words = text.split(separator: " ")
        guard words.count == 2, words[0].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }) else { return nil }
        return quoted("\(words[0]): \(words[1])")
    }

    static func spaces(_ count: Int) -> String {
        count == 1 ? "1 space" : "\(count) spaces"
    }
}

/// One explained mistake: what is wrong and how to fix it, where, and where the construct
/// it breaks began.
struct SyntaxExplanation {
    var message: String
    var position: SourceText.Position
    var note: (message: String, position: SourceText.Position)?

    init(_ message: String, at position: SourceText.Position, note: String? = nil, at notePosition: SourceText.Position? = nil) {
        self.message = message
        self.position = position
        if let note, let notePosition, notePosition != position {
            self.note = (note, notePosition)
        }
    }
}
