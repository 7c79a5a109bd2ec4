/// Bounds that turn hostile input into a clear error instead of a hang or a crash.
public struct YAMLLimits: Sendable {
    /// Deepest nesting of collections accepted.
    public var maxDepth: Int
    /// Total nodes aliases may copy in one stream (a billion-laughs guard).
    public var maxAliasExpansion: Int

    public init(maxDepth: Int = 512, maxAliasExpansion: Int = 1_000_000) {
        self.maxDepth = maxDepth
        self.maxAliasExpansion = maxAliasExpansion
    }

    public static let `default` = YAMLLimits()
}
