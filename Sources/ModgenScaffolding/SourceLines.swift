/// A text split into lines that keeps each line's terminator, so joining gives the bytes back.
struct SourceLines {
    private(set) var lines: [Substring]
    /// The terminator the file uses (`\r\n` or `\n`), for lines we add.
    let newline: String

    init(_ text: String) {
        var lines: [Substring] = []
        var start = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            if text[index] == "\n" || text[index] == "\r\n" {
                lines.append(text[start..<next])
                start = next
            }
            index = next
        }
        if start < text.endIndex { lines.append(text[start...]) }
        self.lines = lines
        newline = text.contains("\r\n") ? "\r\n" : "\n"
    }

    var text: String { lines.joined() }

    /// The line's text without its terminator.
    func content(_ index: Int) -> Substring {
        var line = lines[index]
        while let last = line.last, last == "\n" || last == "\r\n" || last == "\r" { line = line.dropLast() }
        return line
    }

    /// Spaces before the first character.
    func indent(_ index: Int) -> Int {
        content(index).prefix { $0 == " " }.count
    }

    /// Blank or only a comment.
    func isTrivia(_ index: Int) -> Bool {
        let trimmed = content(index).drop { $0 == " " || $0 == "\t" }
        return trimmed.isEmpty || trimmed.hasPrefix("#")
    }

    /// Inserts whole lines (given without terminators) after line `index` (-1: at the top).
    mutating func insert(_ newLines: [String], after index: Int) {
        if index >= 0, index < lines.count, lines[index].last != "\n", lines[index].last != "\r\n" {
            lines[index] = Substring(String(lines[index]) + newline)
        }
        let added = newLines.map { Substring($0 + newline) }
        lines.insert(contentsOf: added, at: index + 1)
    }
}
