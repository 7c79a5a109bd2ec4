/// A `swiftSettings` entry of a generated target.
public enum SwiftSetting: Hashable, Sendable {
    case define(String)
    case enableUpcomingFeature(String)
    case enableExperimentalFeature(String)
}
