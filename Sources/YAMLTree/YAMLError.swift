/// A YAML stream that could not be read, with the place libyaml or the tree builder stopped.
public struct YAMLError: Error, Sendable, CustomStringConvertible {
    /// Where the problem is; nil when there is no place (a missing file, unreadable bytes).
    public var mark: Mark?
    /// The file as the user named it, for errors that have no position.
    public var file: String
    public var message: String

    public init(file: String, mark: Mark?, message: String) {
        self.file = file
        self.mark = mark
        self.message = message
    }

    /// `FILE:LINE:COL: error: message`, or `FILE: error: message` without a place.
    public var description: String {
        if let mark { return "\(mark): error: \(message)" }
        return "\(file): error: \(message)"
    }
}
