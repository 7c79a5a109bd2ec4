import YAMLTree

/// A value of the spec with the place it was written, for diagnostics.
public struct Located<Value: Sendable & Hashable>: Sendable, Hashable {
    public var value: Value
    public var mark: Mark

    public init(_ value: Value, at mark: Mark) {
        self.value = value
        self.mark = mark
    }
}
