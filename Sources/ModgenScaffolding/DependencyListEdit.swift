import YAMLTree

/// Adds an entry to, or removes one from, a module's `dependencies:` or `testDependencies:`
/// in the spec's text, keeping every other byte: a flow list `[A, B]` gains `, C` before its
/// `]`, a block list gains a `- C` line shaped like its last item, a missing key is added as
/// `key: [C]` under the module; a removed item takes its comma (flow) or its line (block).
/// What `check --fix` uses, as `add` uses `SpecInsertion`.
package struct DependencyListEdit {
    package enum Failure: Error, Equatable, CustomStringConvertible {
        case moduleNotInSpec(String)
        case cannotEdit(String, Mark)

        package var description: String {
            switch self {
            case .moduleNotInSpec(let module): return "module '\(module)' is not written under modules: in this file"
            case .cannotEdit(let message, let mark): return "\(mark): error: \(message)"
            }
        }
    }

    package let text: String
    package let root: Node

    /// `root` is the first document of `text`, as `YAMLLoader` read it.
    package init(text: String, root: Node) {
        self.text = text
        self.root = root
    }

    /// `text` with `entry` (YAML flow text) added to `key` of `module`.
    package func adding(_ entry: String, to key: String, of module: String) throws(Failure) -> String {
        let (moduleKey, fields) = try moduleEntry(module)
        guard let list = fields.entry(forKey: key) else { return addingKey(key, entry, moduleKey: moduleKey, fields: fields) }
        guard let items = list.value.sequence else {
            throw .cannotEdit("'\(key)' of '\(module)' is not a list; add '\(entry)' by hand", list.value.mark)
        }
        if isFlow(list.value) {
            let scalars = Array(text.unicodeScalars)
            guard let open = list.value.mark.scalarOffset(in: scalars),
                  let close = FlowBracketScanner.matchingClose(in: scalars, openingAt: open)
            else { throw .cannotEdit("cannot find the end of this list", list.value.mark) }
            var last = close - 1
            while last > open, scalars[last] == " " || scalars[last] == "\t" || scalars[last] == "\n" || scalars[last] == "\r" { last -= 1 }
            let insertion = items.isEmpty || last == open ? entry : (scalars[last] == "," ? " " : ", ") + entry
            return splice(scalars, replacing: (last + 1)..<(last + 1), with: insertion)
        }
        guard let lastItem = items.last else { throw .cannotEdit("'\(key)' of '\(module)' is empty; add '\(entry)' by hand", list.value.mark) }
        var lines = SourceLines(text)
        let itemLine = lastItem.mark.line - 1
        let prefix = String(lines.content(itemLine).unicodeScalars.prefix(lastItem.mark.column - 1))
        let shape = prefix.allSatisfy { $0 == " " || $0 == "-" || $0 == "\t" } ? prefix : String(repeating: " ", count: max(0, lastItem.mark.column - 3)) + "- "
        lines.insert([shape + entry], after: endOfItem(startingAt: itemLine, column: lastItem.mark.column, in: lines))
        return lines.text
    }

    /// `text` without the item of `key` of `module` that names `name` (a module or a product).
    package func removing(_ name: String, from key: String, of module: String) throws(Failure) -> String {
        let (_, fields) = try moduleEntry(module)
        guard let list = fields.entry(forKey: key), let items = list.value.sequence,
              let index = items.firstIndex(where: { $0.text == name || $0.mapping?["product"]?.text == name })
        else { throw .moduleNotInSpec(module) }
        let item = items[index]
        if isFlow(list.value) {
            let scalars = Array(text.unicodeScalars)
            guard let start = item.mark.scalarOffset(in: scalars) else { throw .cannotEdit("cannot find this item", item.mark) }
            var end = start
            if scalars[start] == "{" || scalars[start] == "[" {
                guard let close = FlowBracketScanner.matchingClose(in: scalars, openingAt: start) else { throw .cannotEdit("cannot find the end of this item", item.mark) }
                end = close + 1
            } else {
                while end < scalars.count, !",]} \t\r\n#".unicodeScalars.contains(scalars[end]) { end += 1 }
            }
            var after = end
            while after < scalars.count, scalars[after] == " " || scalars[after] == "\t" { after += 1 }
            if after < scalars.count, scalars[after] == "," {
                after += 1
                while after < scalars.count, scalars[after] == " " || scalars[after] == "\t" { after += 1 }
                return splice(scalars, replacing: start..<after, with: "")
            }
            var before = start
            while before > 0, scalars[before - 1] == " " || scalars[before - 1] == "\t" { before -= 1 }
            if before > 0, scalars[before - 1] == "," { return splice(scalars, replacing: (before - 1)..<end, with: "") }
            return splice(scalars, replacing: start..<end, with: "")
        }
        var lines = SourceLines(text)
        let itemLine = item.mark.line - 1
        let itemEnd = endOfItem(startingAt: itemLine, column: item.mark.column, in: lines)
        if items.count == 1 {
            lines.remove((list.key.mark.line - 1)...itemEnd)
        } else {
            lines.remove(itemLine...itemEnd)
        }
        return lines.text
    }

    // MARK: - Places

    private func moduleEntry(_ module: String) throws(Failure) -> (key: Node, fields: Mapping) {
        guard let modules = root.mapping?.entry(forKey: "modules")?.value.mapping,
              let entry = modules.entries.first(where: { $0.key.text == module })
        else { throw .moduleNotInSpec(module) }
        guard let fields = entry.value.mapping, !isFlow(entry.value) else {
            throw .cannotEdit("module '\(module)' is not written as a block mapping; edit it by hand", entry.value.mark)
        }
        return (entry.key, fields)
    }

    private func addingKey(_ key: String, _ entry: String, moduleKey: Node, fields: Mapping) -> String {
        var lines = SourceLines(text)
        let column = fields.entries.first?.key.mark.column ?? moduleKey.mark.column + 2
        let last = fields.entries.last.map { endOfItem(startingAt: $0.key.mark.line - 1, column: column, in: lines) } ?? moduleKey.mark.line - 1
        lines.insert([String(repeating: " ", count: column - 1) + "\(key): [\(entry)]"], after: last)
        return lines.text
    }

    /// The last line of the entry starting on `line` at `column`: content lines indented deeper.
    private func endOfItem(startingAt line: Int, column: Int, in lines: SourceLines) -> Int {
        var end = line
        var index = line + 1
        while index < lines.lines.count {
            if !lines.isTrivia(index) {
                guard lines.indent(index) >= column else { break }
                end = index
            }
            index += 1
        }
        return end
    }

    private func isFlow(_ node: Node) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard let start = node.mark.scalarOffset(in: scalars) else { return false }
        return scalars[start] == "[" || scalars[start] == "{"
    }


    private func splice(_ scalars: [Unicode.Scalar], replacing range: Range<Int>, with insertion: String) -> String {
        var result = String.UnicodeScalarView(scalars[..<range.lowerBound])
        result.append(contentsOf: insertion.unicodeScalars)
        result.append(contentsOf: scalars[range.upperBound...])
        return String(result)
    }
}
