/// A place in a Swift file: 1-based line and 1-based column counted in UTF-8 bytes, as every
/// other modgen position (and the Swift compiler's diagnostics) is.
public struct SourcePosition: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// `line:col`.
    public var description: String { "\(line):\(column)" }
}
