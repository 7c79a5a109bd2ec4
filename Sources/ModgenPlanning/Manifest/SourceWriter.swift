/// Writes generated Swift source straight into one `TextBuffer`: heads (`.target`, `name: "X"`),
/// optionally followed by delimited lists of items, on one line or one item per line.
///
/// The idea of SwiftPM's `SourceCodeFragment` (ManifestSourceGeneration.swift), written for
/// modgen as a writer rather than a tree: the renderer says what comes next, the writer alone
/// decides commas, breaks and indentation. Building a tree of fragments for every manifest and
/// then walking it was most of the manifests' planning time (a thousand-feature app's
/// manifest lists every feature).
///
/// Multi-line arrays end every item with a comma; multi-line argument lists put commas only
/// between arguments (trailing commas in calls need Swift 6.1). An empty list is `()` or `[]`.
struct SourceWriter {
    enum Delimiter {
        case parentheses, brackets
    }

    private var buffer: TextBuffer
    /// The lists open around the current item, innermost last.
    private var lists: [OpenList] = []

    private struct OpenList {
        var delimiter: Delimiter
        var isMultiline: Bool
        var count = 0
    }

    /// The indentation of the text's own lines (its first continues the caller's line).
    private let level: Int

    /// Lines after the first are indented from `level`; `capacity` bytes are reserved.
    init(level: Int = 0, capacity: Int = 0) {
        buffer = TextBuffer(capacity: capacity)
        self.level = level
    }

    /// Text with no list after it, as one item: `"Search"`, `name: "Search"` (as `label`, `text`).
    mutating func atom(_ text: String, label: String? = nil) {
        beginItem(label: label)
        buffer.append(text)
        endItem()
    }

    /// `label: "text"` as one item: `text` as a Swift string literal.
    mutating func literal(_ text: String, label: String? = nil) {
        beginItem(label: label)
        Self.appendLiteral(text, to: &buffer)
        endItem()
    }

    /// Starts an item `head(` or `label: [`, whose items follow until `close()`.
    mutating func open(_ head: String = "", label: String? = nil, _ delimiter: Delimiter, multiline: Bool) {
        beginItem(label: label)
        buffer.append(head)
        buffer.append(byte: delimiter == .parentheses ? UInt8(ascii: "(") : UInt8(ascii: "["))
        lists.append(OpenList(delimiter: delimiter, isMultiline: multiline))
    }

    /// `head(`, a call's arguments until `close()`.
    mutating func call(_ head: String, multiline: Bool = false) {
        open(head, .parentheses, multiline: multiline)
    }

    /// `label: [`, an array's elements until `close()`.
    mutating func array(label: String? = nil, multiline: Bool = true) {
        open(label: label, .brackets, multiline: multiline)
    }

    /// Ends the innermost list: `)` or `]`, on its own line when the list is multi-line and not empty.
    mutating func close() {
        guard let list = lists.popLast() else { return }
        if list.isMultiline, list.count > 0 {
            buffer.append(byte: UInt8(ascii: "\n"))
            indent()
        }
        buffer.append(byte: list.delimiter == .parentheses ? UInt8(ascii: ")") : UInt8(ascii: "]"))
        endItem()
    }

    /// The separator before an item of the innermost list, and its label.
    private mutating func beginItem(label: String?) {
        if let list = lists.last {
            if list.isMultiline {
                if list.count > 0, list.delimiter == .parentheses { buffer.append(byte: UInt8(ascii: ",")) }
                buffer.append(byte: UInt8(ascii: "\n"))
                indent()
            } else if list.count > 0 {
                buffer.append(byte: UInt8(ascii: ","))
                buffer.append(byte: UInt8(ascii: " "))
            }
            lists[lists.count - 1].count += 1
        }
        if let label {
            buffer.append(label)
            buffer.append(byte: UInt8(ascii: ":"))
            buffer.append(byte: UInt8(ascii: " "))
        }
    }

    /// A multi-line array ends each of its elements with a comma.
    private mutating func endItem() {
        guard let list = lists.last, list.isMultiline, list.delimiter == .brackets else { return }
        buffer.append(byte: UInt8(ascii: ","))
    }

    /// The indentation of an item of the innermost list (or of a list's end, once it is closed).
    private mutating func indent() {
        buffer.append(UInt8(ascii: " "), count: 4 * (level + lists.count))
    }

    /// The text written so far.
    var text: String {
        buffer.text
    }

    /// `value` as a Swift string literal. Its bytes are read in place, once: a name with
    /// nothing to escape (nearly all) is copied between quotes as it is.
    private static func appendLiteral(_ value: String, to buffer: inout TextBuffer) {
        var value = value
        let plain = value.withUTF8 { bytes in
            for byte in bytes where byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\n") { return false }
            buffer.append(byte: UInt8(ascii: "\""))
            buffer.append(bytes: bytes)
            buffer.append(byte: UInt8(ascii: "\""))
            return true
        }
        if !plain { buffer.append(value.swiftLiteral) }
    }
}

extension String {
    /// A Swift string literal: quoted, backslashes, quotes and newlines escaped.
    var swiftLiteral: String {
        guard utf8.contains(where: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\n") }) else {
            return "\"" + self + "\""
        }
        var escaped = ""
        // By `Character`: a `\r\n` is one character, and stays as it is.
        for character in self {
            switch character {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            default: escaped.append(character)
            }
        }
        return "\"\(escaped)\""
    }
}
