/// A place in a source file: the file as the user named it, 1-based line and column.
public struct Mark: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:col`, the form editors jump to.
    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: Mark, rhs: Mark) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
