import YAMLTree

/// A folder the generator writes into: relative, and never climbing out with `..`.
enum RelativeFolder {
    static func read(_ node: Node, _ what: String, _ reader: SchemaReader) -> String? {
        guard let text = reader.nonEmptyString(node, what) else { return nil }
        let parts = text.split(separator: "/")
        guard !text.hasPrefix("/"), !text.hasPrefix("~"), !parts.contains("..") else {
            reader.log.error("\(what) must be a relative folder inside the output, found '\(text)'", at: node.mark)
            return nil
        }
        return text
    }
}
