/// A resource of a target: `Resources` (processed) or `{ path, rule, localization }`.
public struct TargetResource: Hashable, Sendable, ExpressibleByStringLiteral {
    public enum Localization: String, Hashable, Sendable {
        case `default`, base
    }

    /// Relative to the target's folder.
    public var path: String
    public var rule: ResourceRule
    /// `process` only.
    public var localization: Localization?

    public init(path: String, rule: ResourceRule = .process, localization: Localization? = nil) {
        self.path = path
        self.rule = rule
        self.localization = localization
    }

    /// `.process(path)`.
    public static func process(_ path: String) -> TargetResource { TargetResource(path: path) }

    /// A processed folder: `"Resources"`.
    public init(stringLiteral path: String) {
        self.init(path: path)
    }
}

/// How SwiftPM treats a resource: `.process`, `.copy` or `.embedInCode` (tools 5.9).
public enum ResourceRule: String, Hashable, Sendable, CaseIterable {
    case process, copy, embed
}
