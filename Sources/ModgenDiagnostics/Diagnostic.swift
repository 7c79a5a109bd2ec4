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
    /// A second place that explains the first (where an unclosed `[` began), printed after it
    /// as `FILE:LINE:COL: note: message`.
    public var note: Note?
    /// What a lower layer said in its own words (libyaml's report): shown with `--verbose`,
    /// for bug reports, never instead of `message`.
    public var detail: String?

    public struct Note: Hashable, Sendable {
        public var message: String
        public var location: Mark

        public init(_ message: String, at location: Mark) {
            self.message = message
            self.location = location
        }
    }

    public init(_ severity: Severity, _ message: String, at location: Mark?, file: String? = nil) {
        self.severity = severity
        self.message = message
        self.location = location
        self.file = file
    }

    /// A YAML file that could not be read, with its note and libyaml's own report.
    public init(_ error: YAMLError) {
        self.init(.error, error.message, at: error.mark, file: error.file)
        note = error.note.map { Note($0.message, at: $0.mark) }
        detail = error.libyamlReport?.description
    }

    public static func error(_ message: String, at location: Mark?) -> Diagnostic {
        Diagnostic(.error, message, at: location)
    }

    public static func warning(_ message: String, at location: Mark?) -> Diagnostic {
        Diagnostic(.warning, message, at: location)
    }

    /// `PATH:LINE:COL: error: message`, then the note's line when there is one.
    public var description: String {
        let line: String
        if let location {
            line = "\(location): \(severity.rawValue): \(message)"
        } else if let file {
            line = "\(file): \(severity.rawValue): \(message)"
        } else {
            line = "\(severity.rawValue): \(message)"
        }
        guard let note else { return line }
        return line + "\n\(note.location): note: \(note.message)"
    }
}
