/// One `import` declaration of a Swift file, as written:
/// `@testable @preconcurrency public import struct Geo.Point` has the attributes `testable`
/// and `preconcurrency`, the access `public`, the kind `struct`, the path `Geo.Point` and
/// the module `Geo`.
public struct ImportDeclaration: Hashable, Sendable {
    /// What a scoped import brings in: `import struct M.T`, `import func M.f`...
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case `typealias`, `struct`, `class`, `enum`, `protocol`, `let`, `var`, `func`
    }

    /// The module: the first component of the path (`M` of `import M.Sub`, `import func M.f`).
    public var module: String { path.first ?? "" }
    /// Every component as written (`["M", "Sub"]`).
    public var path: [String]
    public var kind: Kind?
    /// Attribute names without `@` (`testable`, `_exported`, `_spi`), in order.
    public var attributes: [String]
    /// `public`, `package`, `internal`, `fileprivate` or `private` when written.
    public var accessModifier: String?
    /// Where the declaration starts: its first attribute or modifier, else `import`.
    public var position: SourcePosition
    /// Where the module's name is written: the place to report a problem with the import.
    public var modulePosition: SourcePosition
    /// Inside `#if` / `#elseif` / `#else` blocks this many levels deep (0: always compiled).
    public var conditionDepth: Int
    /// The declaration's line has a `// modgen:ignore` comment.
    public var isIgnored: Bool

    public init(
        path: [String], kind: Kind? = nil, attributes: [String] = [], accessModifier: String? = nil,
        position: SourcePosition, modulePosition: SourcePosition, conditionDepth: Int = 0, isIgnored: Bool = false
    ) {
        self.path = path
        self.kind = kind
        self.attributes = attributes
        self.accessModifier = accessModifier
        self.position = position
        self.modulePosition = modulePosition
        self.conditionDepth = conditionDepth
        self.isIgnored = isIgnored
    }
}
