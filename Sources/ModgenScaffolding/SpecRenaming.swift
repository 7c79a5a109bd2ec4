import YAMLTree

/// Renaming a module in one spec file as text edits: the module's key under `modules:` and
/// every place a module is named (`dependencies`, `interfaceDependencies`, `testDependencies`,
/// `serves`, as a bare name or `{ module: X }`, and a module's `package:`, in modules and
/// module templates alike), found
/// from the file's node tree so comments, quoting and the rest of the file stay as written.
///
/// `names` maps each old name to its new one: the module and the names it brings
/// (`SearchInterface` -> `FindInterface`, `SearchTesting` -> `FindTesting`).
package struct SpecRenaming: Sendable {
    /// One name at one place of the file.
    package struct Edit: Sendable, Hashable, Comparable {
        /// 1-based, as the node's mark counts: lines, and characters within the line.
        package var line: Int
        package var column: Int
        package var old: String
        package var new: String

        package static func < (lhs: Edit, rhs: Edit) -> Bool {
            (lhs.line, lhs.column) < (rhs.line, rhs.column)
        }
    }

    /// A place where the file's text is not the name its node says (a name written with an
    /// escape, `"Se\x61rch"`): modgen will not guess, and says where.
    package struct Mismatch: Error, Sendable {
        package var edit: Edit
    }

    /// Keys whose values name modules.
    static let referenceKeys: Set<String> = ["dependencies", "interfaceDependencies", "testDependencies", "serves"]

    let root: Node
    let names: [String: String]

    package init(root: Node, names: [String: String]) {
        self.root = root
        self.names = names
    }

    /// Every place to change, in the order of the file, each once (an alias repeats its
    /// anchor's node, and with it the anchor's place).
    package func edits() -> [Edit] {
        var found = Set<Edit>()
        collect(root, isRoot: true, into: &found)
        return found.sorted()
    }

    /// `text` (the file this node tree was read from) with `edits` made.
    package static func applying(_ edits: [Edit], to text: String) throws(Mismatch) -> String {
        var lines = SourceLines(text)
        for edit in edits.sorted(by: >) {
            let index = edit.line - 1
            guard index >= 0, index < lines.lines.count else { throw Mismatch(edit: edit) }
            var scalars = Array(lines.lines[index].unicodeScalars)
            var start = edit.column - 1
            if start < scalars.count, scalars[start] == "\"" || scalars[start] == "'" { start += 1 }
            let old = Array(edit.old.unicodeScalars)
            guard start >= 0, start + old.count <= scalars.count, Array(scalars[start..<(start + old.count)]) == old else {
                throw Mismatch(edit: edit)
            }
            scalars.replaceSubrange(start..<(start + old.count), with: edit.new.unicodeScalars)
            var line = String.UnicodeScalarView()
            line.append(contentsOf: scalars)
            lines.replace(line: index, with: Substring(String(line)))
        }
        return lines.text
    }

    private func collect(_ node: Node, isRoot: Bool, into found: inout Set<Edit>) {
        switch node.content {
        case .scalar:
            return
        case .sequence(let items):
            for item in items { collect(item, isRoot: false, into: &found) }
        case .mapping(let mapping):
            for entry in mapping.entries {
                let key = entry.key.text ?? ""
                if isRoot, key == "modules", let modules = entry.value.mapping {
                    for module in modules.entries { rename(module.key, into: &found) }
                }
                // `package: Host` of a module or a module template (not a dependency's `package:`, an alias).
                if isRoot, key == "modules" || key == "moduleTemplates", let modules = entry.value.mapping {
                    for module in modules.entries {
                        if let host = module.value.mapping?["package"], host.scalar != nil { rename(host, into: &found) }
                    }
                }
                if Self.referenceKeys.contains(key) { references(entry.value, into: &found) }
                collect(entry.value, isRoot: false, into: &found)
            }
        }
    }

    /// The items of a reference list: names, or `{ module: X }`.
    private func references(_ node: Node, into found: inout Set<Edit>) {
        for item in node.sequence ?? [] {
            if item.scalar != nil {
                rename(item, into: &found)
            } else if let module = item.mapping?["module"] {
                rename(module, into: &found)
            }
        }
    }

    private func rename(_ node: Node, into found: inout Set<Edit>) {
        guard let text = node.text, let new = names[text] else { return }
        found.insert(Edit(line: node.mark.line, column: node.mark.column, old: text, new: new))
    }
}
