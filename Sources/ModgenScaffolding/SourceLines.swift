/// A text split into lines that keeps each line's terminator, so joining gives the bytes back.
///
/// Below: `ChangedLines`, which lines an edit changed.
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

    /// Replaces line `index`, terminator included, with `line`.
    mutating func replace(line index: Int, with line: Substring) {
        lines[index] = line
    }

    /// Removes the lines `range` (0-based), terminators included.
    mutating func remove(_ range: ClosedRange<Int>) {
        lines.removeSubrange(range)
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

/// Which lines an edit of a text changed, so a position in the edited text can be told in the
/// original's lines: `add` checks the spec as it would read with the module inserted, and its
/// messages point at the spec as it is.
package struct ChangedLines: Sendable, Equatable {
    /// The 1-based lines of the edited text that are not in the original (empty: none).
    package let edited: ClosedRange<Int>?
    /// Lines the edit added (negative when it removed some).
    package let added: Int

    package init(original: String, edited: String) {
        let before = SourceLines(original).lines, after = SourceLines(edited).lines
        var prefix = 0
        while prefix < min(before.count, after.count), before[prefix] == after[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(before.count, after.count) - prefix,
              before[before.count - 1 - suffix] == after[after.count - 1 - suffix]
        {
            suffix += 1
        }
        self.added = after.count - before.count
        let last = after.count - suffix
        self.edited = prefix < last ? (prefix + 1)...last : nil
    }

    /// The original's line for `line` of the edited text; nil for a line the edit changed.
    package func originalLine(_ line: Int) -> Int? {
        guard let edited else { return line }
        if line < edited.lowerBound { return line }
        if line > edited.upperBound { return line - added }
        return nil
    }
}
