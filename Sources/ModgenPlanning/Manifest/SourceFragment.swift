/// A node of generated Swift source: a head (`.target`, `name: "X"`), optionally followed by
/// delimited children, on one line or one child per line.
///
/// The idea of SwiftPM's `SourceCodeFragment` (ManifestSourceGeneration.swift), written for
/// modgen: the renderer builds a tree, the tree alone decides commas, breaks and indentation.
struct SourceFragment: Hashable, Sendable {
    enum Delimiter: Hashable, Sendable {
        case parentheses, brackets
    }

    var head: String
    var delimiter: Delimiter?
    var isMultiline: Bool
    var children: [SourceFragment]

    /// Text with no children: `"Search"`, `name: "Search"`.
    static func atom(_ text: String) -> SourceFragment {
        SourceFragment(head: text, delimiter: nil, isMultiline: false, children: [])
    }

    static func call(_ head: String, _ arguments: [SourceFragment], multiline: Bool = false) -> SourceFragment {
        SourceFragment(head: head, delimiter: .parentheses, isMultiline: multiline, children: arguments)
    }

    static func array(_ elements: [SourceFragment], multiline: Bool = true) -> SourceFragment {
        SourceFragment(head: "", delimiter: .brackets, isMultiline: multiline, children: elements)
    }

    /// The same fragment as a labelled argument: `label: <fragment>`.
    func labelled(_ label: String) -> SourceFragment {
        var copy = self
        copy.head = "\(label): \(head)"
        return copy
    }

    /// The text, its first line continuing the current one, later lines indented from `level`.
    ///
    /// Multi-line arrays end every element with a comma; multi-line argument lists put commas
    /// only between arguments (trailing commas in calls need Swift 6.1).
    func rendered(level: Int = 0) -> String {
        var output = ""
        render(level: level, into: &output)
        return output
    }

    /// Appends the text to `output` (one buffer for a whole manifest: no intermediate strings).
    func render(level: Int, into output: inout String) {
        output += head
        guard let delimiter else { return }
        let (open, close) = delimiter == .parentheses ? ("(", ")") : ("[", "]")
        output += open
        if !isMultiline || children.isEmpty {
            for (offset, child) in children.enumerated() {
                if offset > 0 { output += ", " }
                child.render(level: level, into: &output)
            }
            output += close
            return
        }
        output += "\n"
        for (offset, child) in children.enumerated() {
            Self.indent(level + 1, into: &output)
            child.render(level: level + 1, into: &output)
            if offset < children.count - 1 || delimiter == .brackets { output += "," }
            output += "\n"
        }
        Self.indent(level, into: &output)
        output += close
    }

    private static func indent(_ level: Int, into output: inout String) {
        for _ in 0..<level { output += "    " }
    }
}

extension String {
    /// A Swift string literal: quoted, backslashes and quotes escaped.
    var swiftLiteral: String {
        guard utf8.contains(where: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\n") }) else {
            return "\"" + self + "\""
        }
        var escaped = ""
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
