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
        guard let delimiter else { return head }
        let (open, close) = delimiter == .parentheses ? ("(", ")") : ("[", "]")
        if children.isEmpty { return head + open + close }
        if !isMultiline {
            return head + open + children.map { $0.rendered(level: level) }.joined(separator: ", ") + close
        }
        let inner = Self.indentation(level + 1)
        let lines = children.enumerated().map { offset, child in
            let isLast = offset == children.count - 1
            let comma = isLast && delimiter == .parentheses ? "" : ","
            return inner + child.rendered(level: level + 1) + comma
        }
        return head + open + "\n" + lines.joined(separator: "\n") + "\n" + Self.indentation(level) + close
    }

    private static func indentation(_ level: Int) -> String {
        String(repeating: " ", count: 4 * level)
    }
}

extension String {
    /// A Swift string literal: quoted, backslashes and quotes escaped.
    var swiftLiteral: String {
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
