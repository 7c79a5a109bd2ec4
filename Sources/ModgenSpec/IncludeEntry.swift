import YAMLTree

/// One entry of `include:`: a path (relative to the including file) that is enabled.
struct IncludeEntry {
    var path: String
    var mark: Mark

    /// The enabled entries of an `include:` value: a path, `{ path, enable }`, or a sequence
    /// of those. `enable` false or empty (after environment expansion) skips the entry.
    static func entries(of node: Node, reader: SchemaReader) -> [IncludeEntry] {
        if let items = node.sequence { return items.compactMap { entry(of: $0, reader: reader) } }
        if node.isEmptyValue { return [] }
        return entry(of: node, reader: reader).map { [$0] } ?? []
    }

    private static func entry(of node: Node, reader: SchemaReader) -> IncludeEntry? {
        if node.scalar != nil {
            return reader.nonEmptyString(node, "an include path").flatMap { checked($0, at: node, reader: reader) }
        }
        guard let mapping = node.mapping else {
            reader.mismatch(node, "an include entry", expected: "a path or { path, enable }")
            return nil
        }
        reader.checkKeys(mapping, keys: SpecKeys.include, in: "an include entry")
        guard let pathNode = mapping["path"] else {
            reader.log.error("an include entry needs 'path'", at: node.mark)
            return nil
        }
        if let enableNode = mapping["enable"], !isEnabled(enableNode, reader: reader) { return nil }
        return reader.nonEmptyString(pathNode, "'path'").flatMap { checked($0, at: node, reader: reader) }
    }

    /// The entry, or nil (with an error at `node`) when no file can have that path: a NUL
    /// ends a path for the system, so `a.yml\0x` would silently read `a.yml`.
    private static func checked(_ path: String, at node: Node, reader: SchemaReader) -> IncludeEntry? {
        guard !path.utf8.contains(0) else {
            reader.log.error("an include path cannot contain a NUL character (\\0): no file name can", at: node.mark)
            return nil
        }
        return IncludeEntry(path: path, mark: node.mark)
    }

    private static func isEnabled(_ node: Node, reader: SchemaReader) -> Bool {
        guard let text = reader.string(node, "'enable'") else { return false }
        if text.isEmpty { return false }
        return reader.bool(node, "'enable'") ?? false
    }
}
