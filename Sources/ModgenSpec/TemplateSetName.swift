import YAMLTree

/// A template set is named by its folder: one plain folder name, never a path (`../x`, `a/b`),
/// so a spec cannot send modgen reading templates from anywhere it likes.
enum TemplateSetName {
    static func read(_ node: Node, _ what: String, _ reader: SchemaReader) -> String? {
        guard let name = reader.nonEmptyString(node, what) else { return nil }
        guard !name.utf8.contains(UInt8(ascii: "/")), name != ".", name != "..", !name.hasPrefix("~") else {
            reader.log.error("\(what) names a template set folder, not a path: found '\(name)' (put your own sets in options.templatesPath or --templates)", at: node.mark)
            return nil
        }
        return name
    }
}
