/// A text edit `check --fix` makes to the spec: one dependency added to or removed from a
/// module's `dependencies:` or `testDependencies:`.
package struct SpecFix: Hashable, Sendable, Comparable {
    package enum Action: String, Hashable, Sendable {
        case add, remove
    }

    package var action: Action
    package var module: String
    /// `dependencies` or `testDependencies`.
    package var key: String
    /// The entry as YAML flow text: `Utils`, `{ package: Logging, product: Logging }`.
    package var entry: String
    /// For `remove`: the module's name or the product's name (what an item spells).
    package var name: String

    package init(_ action: Action, module: String, key: String, entry: String, name: String) {
        self.action = action
        self.module = module
        self.key = key
        self.entry = entry
        self.name = name
    }

    package static func < (lhs: SpecFix, rhs: SpecFix) -> Bool {
        (lhs.module, lhs.key, lhs.action.rawValue, lhs.name) < (rhs.module, rhs.key, rhs.action.rawValue, rhs.name)
    }
}
