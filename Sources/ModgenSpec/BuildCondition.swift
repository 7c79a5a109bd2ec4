/// `condition: { platforms: [iOS, macOS], configuration: debug }`: SwiftPM's `.when(...)`,
/// on a setting or (platforms only) a dependency.
public struct BuildCondition: Hashable, Sendable {
    public enum Configuration: String, Hashable, Sendable, CaseIterable {
        case debug, release
    }

    /// SwiftPM's platform names, in the order written.
    public var platforms: [String]
    public var configuration: Configuration?

    public init(platforms: [String] = [], configuration: Configuration? = nil) {
        self.platforms = platforms
        self.configuration = configuration
    }
}
