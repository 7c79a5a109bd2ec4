import YAMLTree

/// One finding about the user's input, printed like a compiler so editors can jump to it.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable {
        case error, warning, note
    }

    public var severity: Severity
    public var message: String
    /// The offending node's place; nil only when there is no place (a missing spec file).
    public var location: Mark?
    /// The file to name when there is no location.
    public var file: String?

    public init(_ severity: Severity, _ message: String, at location: Mark?, file: String? = nil) {
        self.severity = severity
        self.message = message
        self.location = location
        self.file = file
    }

    public static func error(_ message: String, at location: Mark?) -> Diagnostic {
        Diagnostic(.error, message, at: location)
    }

    public static func warning(_ message: String, at location: Mark?) -> Diagnostic {
        Diagnostic(.warning, message, at: location)
    }

    /// `PATH:LINE:COL: error: message`.
    public var description: String {
        if let location { return "\(location): \(severity.rawValue): \(message)" }
        if let file { return "\(file): \(severity.rawValue): \(message)" }
        return "\(severity.rawValue): \(message)"
    }
}
