import YAMLTree

/// A value of the spec with the place it was written, for diagnostics.
package struct Located<Value: Sendable & Hashable>: Sendable, Hashable {
    package var value: Value
    package var mark: Mark

    package init(_ value: Value, at mark: Mark) {
        self.value = value
        self.mark = mark
    }
}
