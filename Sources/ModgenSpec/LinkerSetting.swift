/// A `linkerSettings` entry of a generated target, with its condition.
public struct LinkerSetting: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case linkedFramework(String)
        case linkedLibrary(String)
        case unsafeFlags([String])
    }

    public var kind: Kind
    public var condition: BuildCondition?

    public init(_ kind: Kind, condition: BuildCondition? = nil) {
        self.kind = kind
        self.condition = condition
    }
}
