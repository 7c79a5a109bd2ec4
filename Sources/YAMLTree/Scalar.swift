/// A scalar's text exactly as written (after YAML's own escaping and folding), and its style.
public struct Scalar: Sendable, Hashable {
    public enum Style: String, Sendable, Hashable {
        case plain, singleQuoted, doubleQuoted, literal, folded
    }

    public var text: String
    public var style: Style

    public init(text: String, style: Style = .plain) {
        self.text = text
        self.style = style
    }

    /// Plain scalars are the only ones a schema may resolve to null, bool or number.
    public var isPlain: Bool { style == .plain }
}
