import YAMLTree

/// One dependency entry of a module as written, and how the entries are read: `Name`,
/// `{ module: Name }` or `{ package: P, product: X }` (product defaults to the package's
/// alias), each with an optional platforms-only condition.
package struct SpecDependency: Sendable, Hashable {
    package enum Target: Sendable, Hashable {
        /// A bare name: a module, or a name a feature brings (`SearchInterface`).
        case name(String)
        /// `{ module: X }`.
        case module(String)
        /// `{ package: P, product: X }`, by the package's alias. Boxed (`indirect`): a
        /// dependency is then 40 bytes, not 56, and the 7 MB bench spec holds some 230,000,
        /// nearly all modules.
        indirect case product(name: String, package: String)

        /// Written as a bare name (which may be a package's alias written by mistake).
        package var isBareName: Bool {
            if case .name = self { return true }
            return false
        }
    }

    package var target: Target
    package var mark: Mark
    /// `condition: { platforms: [...] }`, which few dependencies have: boxed, where inline it
    /// made every dependency 48 bytes, not 40.
    package var condition: BuildCondition? {
        get { conditionBox?.value }
        set { conditionBox = newValue.map(ConditionBox.init) }
    }
    private var conditionBox: ConditionBox?

    package init(target: Target, mark: Mark, condition: BuildCondition? = nil) {
        self.target = target
        self.mark = mark
        conditionBox = condition.map(ConditionBox.init)
    }

    /// A dependency list such as `dependencies:`.
    static func decodeAll(_ node: Node, _ reader: SchemaReader, what: String) -> [SpecDependency] {
        guard let items = reader.sequence(node, what) else { return [] }
        var dependencies: [SpecDependency] = []
        dependencies.reserveCapacity(items.count)
        // A name, the usual entry, is read from its scalar where it lies: passing the node to
        // `decode` (or iterating the array) copied it, then destroyed the copy.
        items.withUnsafeBufferPointer { nodes in
            for index in nodes.indices {
                if case .scalar(let scalar) = nodes[index].content, !scalar.isEmptyValue {
                    let mark = nodes[index].mark
                    if let name = reader.nonEmptyText(scalar.text, at: mark, "a dependency") {
                        dependencies.append(SpecDependency(target: .name(name), mark: mark))
                    }
                } else if let dependency = decode(nodes[index], reader) {
                    dependencies.append(dependency)
                }
            }
        }
        return dependencies
    }

    static func decode(_ node: Node, _ reader: SchemaReader) -> SpecDependency? {
        if case .scalar = node.content {
            return reader.nonEmptyString(node, "a dependency").map { SpecDependency(target: .name($0), mark: node.mark) }
        }
        guard let fields = node.mapping else {
            reader.mismatch(node, "a dependency", expected: "a name, { module: X } or { package: P, product: X }")
            return nil
        }
        reader.checkKeys(fields, keys: SpecKeys.dependency, in: "a dependency")
        var dependency = target(fields, at: node, reader)
        if let condition = fields["condition"] {
            dependency?.condition = BuildCondition.decode(condition, reader, allowsConfiguration: false)
        }
        return dependency
    }

    private static func target(_ fields: Mapping, at node: Node, _ reader: SchemaReader) -> SpecDependency? {
        switch (fields["module"], fields["package"]) {
        case (.some(let module), .none):
            if let product = fields.entry(forKey: "product") {
                reader.log.error("'product' goes with 'package', not 'module'", at: product.key.mark)
            }
            return reader.nonEmptyString(module, "'module'").map { SpecDependency(target: .module($0), mark: node.mark) }
        case (.none, .some(let package)):
            guard let alias = reader.nonEmptyString(package, "'package'") else { return nil }
            let product = fields["product"].flatMap { reader.nonEmptyString($0, "'product'") } ?? alias
            return SpecDependency(target: .product(name: product, package: alias), mark: node.mark)
        case (.some, .some):
            reader.log.error("a dependency names either 'module' or 'package', not both", at: node.mark)
            return nil
        case (.none, .none):
            reader.log.error("a dependency mapping needs 'module' or 'package'", at: node.mark)
            return nil
        }
    }
}

/// A dependency's condition, out of line (see `SpecDependency.condition`); compared and hashed
/// by value.
private final class ConditionBox: Sendable, Hashable {
    let value: BuildCondition

    init(_ value: BuildCondition) {
        self.value = value
    }

    static func == (lhs: ConditionBox, rhs: ConditionBox) -> Bool {
        lhs.value == rhs.value
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(value)
    }
}
