/// A `cSettings` entry of a generated target, with its condition.
public struct CSetting: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// `.define("NAME")` or `.define("NAME", to: "VALUE")` from `NAME=VALUE`.
        case define(String, value: String?)
        case headerSearchPath(String)
        case unsafeFlags([String])
    }

    public var kind: Kind
    public var condition: BuildCondition?

    public init(_ kind: Kind, condition: BuildCondition? = nil) {
        self.kind = kind
        self.condition = condition
    }
}
