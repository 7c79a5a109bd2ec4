/// A template that cannot be read, parsed or rendered.
public struct TemplateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The template file.
    public var file: String
    /// The 1-based line the problem is on, when there is one (an `{% include %}` tag).
    public var line: Int?
    /// The 1-based column on `line`.
    public var column: Int
    public var message: String

    public init(file: String, line: Int? = nil, column: Int = 1, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `file:line:column: error: message`, or `file: error: message` without a line.
    public var description: String { "\(file)\(line.map { ":\($0):\(column)" } ?? ""): error: \(message)" }
}
