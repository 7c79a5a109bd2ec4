/// A YAML stream that could not be read, with the place libyaml or the tree builder stopped.
///
/// `message` is in the user's terms; for a syntax error a `note` may point at where the
/// broken construct began (the `[` or quote never closed, the mapping a line misaligns
/// with), and `libyamlReport` keeps libyaml's own words for `--verbose`.
public struct YAMLError: Error, Sendable, CustomStringConvertible {
    /// A second place that explains the first, printed on a line of its own.
    public struct Note: Sendable, Equatable, CustomStringConvertible {
        public var message: String
        public var mark: Mark

        public init(message: String, mark: Mark) {
            self.message = message
            self.mark = mark
        }

        /// `FILE:LINE:COL: note: message`.
        public var description: String { "\(mark): note: \(message)" }
    }

    /// Where the problem is; nil when there is no place (a missing file, unreadable bytes).
    public var mark: Mark?
    /// The file as the user named it, for errors that have no position.
    public var file: String
    public var message: String
    /// Where the construct the error breaks began; nil when that is the error's own place.
    public var note: Note?
    /// What libyaml itself said, word for word; nil for errors libyaml did not raise.
    public var libyamlReport: LibYAMLReport?

    public init(file: String, mark: Mark?, message: String, note: Note? = nil, libyamlReport: LibYAMLReport? = nil) {
        self.file = file
        self.mark = mark
        self.message = message
        self.note = note
        self.libyamlReport = libyamlReport
    }

    /// `FILE:LINE:COL: error: message` (or `FILE: error: message` without a place), then
    /// the note's `FILE:LINE:COL: note: message` line when there is one.
    public var description: String {
        let error = mark.map { "\($0): error: \(message)" } ?? "\(file): error: \(message)"
        guard let note else { return error }
        return error + "\n" + note.description
    }
}
