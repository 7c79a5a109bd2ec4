import YAMLTree

/// `plugins: [{ package: SwiftLint, product: SwiftLintBuildToolPlugin }]`.
struct PluginDecoder {
    let reader: SchemaReader

    func decode(_ node: Node) -> [Located<PluginUsage>] {
        (reader.sequence(node, "'plugins'") ?? []).compactMap { item in
            guard let fields = reader.mapping(item, "a plugin") else { return nil }
            reader.checkKeys(fields, keys: SpecKeys.plugin, in: "a plugin")
            guard let package = fields["package"], let product = fields["product"] else {
                reader.log.error("a plugin needs 'package' (the alias under packages:) and 'product' (the plugin's name)", at: item.mark)
                return nil
            }
            guard let alias = reader.nonEmptyString(package, "'package'"), let name = reader.nonEmptyString(product, "'product'")
            else { return nil }
            return Located(PluginUsage(name: name, package: alias), at: item.mark)
        }
    }
}
