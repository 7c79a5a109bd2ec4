/// A template that cannot be read, parsed or rendered.
public struct TemplateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The template file.
    public var file: String
    public var message: String

    public init(file: String, message: String) {
        self.file = file
        self.message = message
    }

    public var description: String { "\(file): error: \(message)" }
}
