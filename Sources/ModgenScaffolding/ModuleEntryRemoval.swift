import YAMLTree

/// A module's entry taken out of `modules:` in the spec's text: its key's line and every line
/// of its value (the lines indented deeper, and blank or comment lines between them), so the
/// diff is only those lines. Comments after the entry, before the next key, stay.
package struct ModuleEntryRemoval {
    package struct Failure: Error, Sendable {
        package var message: String
        package var mark: Mark?
    }

    package let text: String
    package let root: Node

    /// `root` is the first document of `text`, as `YAMLLoader` read it.
    package init(text: String, root: Node) {
        self.text = text
        self.root = root
    }

    package func removing(_ module: String) throws(Failure) -> String {
        guard let modules = root.mapping?.entry(forKey: "modules"),
              let entry = modules.value.mapping?.entries.first(where: { $0.key.text == module })
        else { throw Failure(message: "module '\(module)' is not written under modules: in this file", mark: nil) }
        var lines = SourceLines(text)
        let first = entry.key.mark.line - 1
        let keyIndent = entry.key.mark.column - 1
        guard first < lines.lines.count, lines.indent(first) == keyIndent else {
            throw Failure(message: "'\(module)' is not written as a block entry of modules: (one key per line); remove it by hand", mark: entry.key.mark)
        }
        var last = first
        var index = first + 1
        while index < lines.lines.count {
            if lines.isTrivia(index) {
                index += 1
                continue
            }
            guard lines.indent(index) > keyIndent else { break }
            last = index
            index += 1
        }
        lines.remove(first...last)
        return lines.text
    }
}
