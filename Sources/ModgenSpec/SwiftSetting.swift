/// A `swiftSettings` entry of a generated target, with its condition.
public struct SwiftSetting: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case define(String)
        case enableUpcomingFeature(String)
        case enableExperimentalFeature(String)
        /// Flags that share one condition, in order.
        case unsafeFlags([String])
        /// `.swiftLanguageMode(.v5)`: "5" or "6".
        case languageMode(String)
        /// `.interoperabilityMode(.Cxx)`: "C" or "Cxx".
        case interoperabilityMode(String)
    }

    public var kind: Kind
    public var condition: BuildCondition?

    public init(_ kind: Kind, condition: BuildCondition? = nil) {
        self.kind = kind
        self.condition = condition
    }

    public static func define(_ name: String) -> SwiftSetting { SwiftSetting(.define(name)) }
    public static func enableUpcomingFeature(_ name: String) -> SwiftSetting { SwiftSetting(.enableUpcomingFeature(name)) }
    public static func enableExperimentalFeature(_ name: String) -> SwiftSetting { SwiftSetting(.enableExperimentalFeature(name)) }
}
