/// Bounds that turn hostile input into a clear error instead of a hang or a crash.
public struct YAMLLimits: Sendable {
    /// Deepest nesting of collections accepted.
    public var maxDepth: Int
    /// Total nodes aliases may copy in one stream (a billion-laughs guard).
    public var maxAliasExpansion: Int
    /// Largest input accepted, in bytes: a bigger file is refused from its size, unread.
    public var maxInputBytes: Int

    public init(maxDepth: Int = 512, maxAliasExpansion: Int = 1_000_000, maxInputBytes: Int = 16 << 20) {
        self.maxDepth = maxDepth
        self.maxAliasExpansion = maxAliasExpansion
        self.maxInputBytes = maxInputBytes
    }

    public static let `default` = YAMLLimits()

    /// Why an input of `size` bytes is refused, to follow the file's name.
    public static func tooLargeMessage(size: Int, limit: Int) -> String {
        "is \(megabytes(size)), larger than the \(megabytes(limit)) a spec file may be (split it with 'include:')"
    }

    private static func megabytes(_ bytes: Int) -> String {
        let tenths = (bytes * 10 + (1 << 20) / 2) >> 20
        return tenths % 10 == 0 ? "\(tenths / 10) MB" : "\(tenths / 10).\(tenths % 10) MB"
    }
}
