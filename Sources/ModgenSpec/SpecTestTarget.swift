import YAMLTree

/// A test target of a module besides `<Name>Tests` (`testTargets: { NameIntegrationTests:
/// { dependencies, resources, exclude } }`): integration or snapshot tests with their own
/// dependencies, in `Tests/<TargetName>` of the module's package, on the module.
package struct SpecTestTarget: Sendable, Hashable {
    package var name: String
    /// Where its name is written.
    package var mark: Mark
    package var dependencies: [SpecDependency] = []
    package var resources: [TargetResource] = []
    /// Files of its folder that are not sources.
    package var exclude: [String] = []

    package init(name: String, mark: Mark) {
        self.name = name
        self.mark = mark
    }

    /// `testTargets:` of module `module`: a mapping of target names (Swift identifiers) to
    /// their keys (`{}`: a target on the module alone).
    static func decodeAll(_ node: Node, _ reader: SchemaReader, module: String, options: ProjectOptions) -> [SpecTestTarget] {
        guard let targets = reader.mapping(node, "'testTargets' of '\(module)'") else { return [] }
        return targets.entries.compactMap { entry in
            guard let name = reader.string(entry.key, "a test target's name") else { return nil }
            guard SwiftIdentifier.isValid(name) else {
                reader.log.error("test target name '\(name)' is not a valid Swift identifier (letters, digits and '_', not starting with a digit)", at: entry.key.mark)
                return nil
            }
            var target = SpecTestTarget(name: name, mark: entry.key.mark)
            guard let fields = reader.mapping(entry.value, "test target '\(name)'") else { return nil }
            reader.checkKeys(fields, keys: SpecKeys.testTarget, in: "test target '\(name)'")
            if let value = fields["dependencies"] { target.dependencies = SpecDependency.decodeAll(value, reader, what: "'dependencies' of '\(name)'") }
            if let value = fields["resources"] { target.resources = TargetResource.decodeAll(value, reader, what: "'resources' of '\(name)'", options: options) }
            if let value = fields["exclude"] { target.exclude = reader.strings(value, "'exclude' of '\(name)'").map(\.value) }
            return target
        }
    }
}
