/// A type a Swift file declares: `struct NAME`, `class NAME`, `enum NAME`, `protocol NAME`,
/// `actor NAME` or `typealias NAME`, at any nesting (see `depth`).
public struct DeclaredTypeName: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case `struct`, `class`, `enum`, `protocol`, actor, `typealias`
    }

    public var name: String
    public var kind: Kind
    /// Where the name is written.
    public var position: SourcePosition
    /// Braces around the declaration: 0 at file scope, 1 inside a type or extension...
    public var depth: Int

    public init(name: String, kind: Kind, position: SourcePosition, depth: Int) {
        self.name = name
        self.kind = kind
        self.position = position
        self.depth = depth
    }
}
