/// Bounds that turn hostile input into a clear error instead of a hang or a crash.
public struct YAMLLimits: Sendable {
    /// Deepest nesting of collections accepted.
    public var maxDepth: Int
    /// Total nodes aliases may copy in one stream (a billion-laughs guard).
    public var maxAliasExpansion: Int
    /// Largest input accepted, in bytes: a bigger file is refused from its size, unread.
    /// (modgen also holds a spec and all its includes together to this.)
    public var maxInputBytes: Int

    public init(maxDepth: Int = 512, maxAliasExpansion: Int = 1_000_000, maxInputBytes: Int = 16 << 20) {
        self.maxDepth = maxDepth
        self.maxAliasExpansion = maxAliasExpansion
        self.maxInputBytes = maxInputBytes
    }

    public static let `default` = YAMLLimits()

    /// Why an input of `size` bytes is refused, to follow the file's name.
    public static func tooLargeMessage(size: Int, limit: Int) -> String {
        "is \(sizeText(size)), over the \(sizeText(limit)) limit"
    }

    /// `bytes` for a message: "100 MB", "16.5 MB", "72 KB" (of 2^20 and 2^10 bytes).
    public static func sizeText(_ bytes: Int) -> String {
        guard bytes >= 1 << 20 else { return "\((bytes + 512) >> 10) KB" }
        let tenths = (bytes * 10 + (1 << 20) / 2) >> 20
        return tenths % 10 == 0 ? "\(tenths / 10) MB" : "\(tenths / 10).\(tenths % 10) MB"
    }
}
