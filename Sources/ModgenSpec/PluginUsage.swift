import YAMLTree

/// `plugins: [{ package: SwiftLint, product: SwiftLintBuildToolPlugin }]`: a build-tool
/// plugin a target runs, by the alias of the package that vends it; and how it is read.
public struct PluginUsage: Hashable, Sendable {
    package var name: String
    /// The package's alias under `packages:`.
    package var package: String

    package init(name: String, package: String) {
        self.name = name
        self.package = package
    }

    /// The entries of `plugins:`, each with its place.
    static func decodeAll(_ node: Node, _ reader: SchemaReader) -> [Located<PluginUsage>] {
        (reader.sequence(node, "'plugins'") ?? []).compactMap { decode($0, reader) }
    }

    /// `{ package: SwiftLint, product: SwiftLintBuildToolPlugin }`.
    static func decode(_ node: Node, _ reader: SchemaReader) -> Located<PluginUsage>? {
        guard let fields = reader.mapping(node, "a plugin") else { return nil }
        reader.checkKeys(fields, keys: SpecKeys.plugin, in: "a plugin")
        guard let package = fields["package"], let product = fields["product"] else {
            reader.log.error("a plugin needs 'package' (the alias under packages:) and 'product' (the plugin's name)", at: node.mark)
            return nil
        }
        guard let alias = reader.nonEmptyString(package, "'package'"), let name = reader.nonEmptyString(product, "'product'")
        else { return nil }
        return Located(PluginUsage(name: name, package: alias), at: node.mark)
    }
}
