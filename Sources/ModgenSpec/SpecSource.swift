import YAMLTree

/// Where a run's spec comes from: the file at `path`, or bytes standing for it (a fuzzer, an
/// editor's buffer, `add`'s candidate). `path` names the spec in diagnostics and anchors its
/// includes, which are always read from disk.
public struct SpecSource: Sendable {
    public var path: String
    public var bytes: [UInt8]?

    public init(path: String, bytes: [UInt8]? = nil) {
        self.path = path
        self.bytes = bytes
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }
}
