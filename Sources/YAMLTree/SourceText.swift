/// A YAML stream's text as libyaml counts places in it, for reading around a syntax error:
/// lines end at LF, CR LF, CR, NEL, LS or PS; columns count Unicode scalars; a byte order
/// mark opening the stream is not counted (libyaml skips it). Lines and columns are 1-based.
struct SourceText {
    struct Position: Comparable {
        var line: Int
        var column: Int

        static func < (lhs: Position, rhs: Position) -> Bool {
            (lhs.line, lhs.column) < (rhs.line, rhs.column)
        }
    }

    /// Lines 1 through the last one asked for, without their line breaks.
    private var lines: [[Unicode.Scalar]] = [[]]

    /// Decodes `bytes` (UTF-8, or UTF-16 with a byte order mark) up to the end of `lastLine`.
    init(_ bytes: UnsafeBufferPointer<UInt8>, throughLine lastLine: Int) {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            let littleEndian = bytes[0] == 0xFF
            let units = stride(from: 2, to: bytes.count - 1, by: 2).lazy.map { (offset: Int) -> UInt16 in
                let first = UInt16(bytes[offset])
                let second = UInt16(bytes[offset + 1])
                return littleEndian ? first | second << 8 : first << 8 | second
            }
            var iterator = units.makeIterator()
            read(&iterator, with: UTF16(), throughLine: lastLine)
        } else {
            var iterator = bytes.dropFirst(bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0).makeIterator()
            read(&iterator, with: UTF8(), throughLine: lastLine)
        }
    }

    private mutating func read<Codec: UnicodeCodec, Units: IteratorProtocol>(
        _ units: inout Units, with codec: Codec, throughLine lastLine: Int
    ) where Units.Element == Codec.CodeUnit {
        var codec = codec
        var afterCarriageReturn = false
        decoding: while true {
            let scalar: Unicode.Scalar
            switch codec.decode(&units) {
            case .scalarValue(let value): scalar = value
            case .error: scalar = "\u{FFFD}"
            case .emptyInput: break decoding
            }
            defer { afterCarriageReturn = scalar == "\r" }
            if scalar == "\n", afterCarriageReturn { continue }
            if Self.isLineBreak(scalar) {
                if lines.count == lastLine { break decoding }
                lines.append([])
            } else {
                lines[lines.count - 1].append(scalar)
            }
        }
    }

    static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}": return true
        default: return false
        }
    }

    static func isBlank(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "\t" }

    var lineCount: Int { lines.count }

    /// The line's characters; empty past the text.
    func line(_ number: Int) -> [Unicode.Scalar] {
        lines.indices.contains(number - 1) ? lines[number - 1] : []
    }

    /// The character at a place; nil at or past the end of its line.
    func character(at position: Position) -> Unicode.Scalar? {
        let characters = line(position.line)
        return characters.indices.contains(position.column - 1) ? characters[position.column - 1] : nil
    }

    /// The characters from `start` up to (not including) column `end` of the same line.
    func text(from start: Position, toColumn end: Int) -> String {
        let characters = line(start.line)
        let lower = min(max(start.column - 1, 0), characters.count)
        let upper = min(max(end - 1, lower), characters.count)
        var text = ""
        text.unicodeScalars.append(contentsOf: characters[lower..<upper])
        return text
    }

    /// Leading spaces (YAML indents with spaces only).
    func indentation(ofLine number: Int) -> Int {
        line(number).prefix { $0 == " " }.count
    }

    /// Whether only spaces and tabs come before `position` on its line.
    func isFirstOnLine(_ position: Position) -> Bool {
        line(position.line).prefix(max(position.column - 1, 0)).allSatisfy(Self.isBlank)
    }

    /// The columns of the line's content: from its first character that is not a space or
    /// tab to its last one before a comment; nil for a blank or comment-only line.
    func content(ofLine number: Int) -> ClosedRange<Int>? {
        let characters = line(number)
        let end = commentStart(in: characters) ?? characters.count
        guard let first = characters[..<end].firstIndex(where: { !Self.isBlank($0) }),
              let last = characters[..<end].lastIndex(where: { !Self.isBlank($0) }) else { return nil }
        return (first + 1)...(last + 1)
    }

    /// The nearest line before `number` with content, if any.
    func previousContentLine(before number: Int) -> Int? {
        stride(from: min(number - 1, lines.count), through: 1, by: -1).first { content(ofLine: $0) != nil }
    }

    /// Just after the last content before `position` (comments and blanks skipped): where
    /// something missing at the end of that content belongs.
    func endOfContent(before position: Position) -> Position? {
        if let range = content(ofLine: position.line), range.lowerBound < position.column {
            let characters = line(position.line)
            var column = min(position.column - 1, range.upperBound)
            while column > range.lowerBound, Self.isBlank(characters[column - 1]) { column -= 1 }
            return Position(line: position.line, column: column + 1)
        }
        guard let previous = previousContentLine(before: position.line), let range = content(ofLine: previous) else { return nil }
        return Position(line: previous, column: range.upperBound + 1)
    }

    /// Where the comment of a line starts: a `#` at the start or after a blank, outside quotes.
    private func commentStart(in characters: [Unicode.Scalar]) -> Int? {
        var quote: Unicode.Scalar?
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let previous: Unicode.Scalar = index > 0 ? characters[index - 1] : " "
            if let open = quote {
                if open == "\"", character == "\\" {
                    index += 1
                } else if character == open {
                    if open == "'", index + 1 < characters.count, characters[index + 1] == "'" {
                        index += 1
                    } else {
                        quote = nil
                    }
                }
            } else if character == "#", Self.isBlank(previous) {
                return index
            } else if character == "\"" || character == "'", Self.isBlank(previous) || "[{,".unicodeScalars.contains(previous) {
                quote = character
            }
            index += 1
        }
        return nil
    }

    /// The `[` or `{` still open at `position`, searching back over earlier lines.
    func unclosedBracket(before position: Position) -> Position? {
        var depth = 0
        var number = position.line
        while number >= 1 {
            let characters = line(number)
            let end = number == position.line ? min(position.column - 1, characters.count) : (content(ofLine: number)?.upperBound ?? 0)
            for index in stride(from: end - 1, through: 0, by: -1) {
                switch characters[index] {
                case "]", "}": depth += 1
                case "[", "{":
                    if depth == 0 { return Position(line: number, column: index + 1) }
                    depth -= 1
                default: break
                }
            }
            number -= 1
        }
        return nil
    }

    /// Whether `closer` closes the collection open at `position` later on the same line.
    func closes(_ closer: Unicode.Scalar, onLineOf position: Position) -> Bool {
        let characters = line(position.line)
        let end = content(ofLine: position.line)?.upperBound ?? 0
        var depth = 0
        for index in max(position.column - 1, 0)..<max(end, position.column - 1) {
            switch characters[index] {
            case "[", "{": depth += 1
            case "]", "}":
                if depth == 0 { return characters[index] == closer }
                depth -= 1
            default: break
            }
        }
        return false
    }
}
