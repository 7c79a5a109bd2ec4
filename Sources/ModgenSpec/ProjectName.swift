import YAMLTree

/// The project's `name:`: it titles the generated README and names the single-layout package,
/// so it is one line of printable text (no newline, tab or escape sequence).
enum ProjectName {
    static func read(_ node: Node, _ reader: SchemaReader) -> String? {
        guard let name = reader.nonEmptyString(node, "'name'") else { return nil }
        guard !name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
            reader.log.error("'name' must be one line of printable text (no control characters)", at: node.mark)
            return nil
        }
        return name
    }
}
