import YAMLTree

/// Puts a new module into a spec's text under `modules:`, keeping every existing byte:
/// comments, blank lines, indentation and the block or flow style the file already uses.
package struct SpecInsertion {
    package enum Failure: Error, Equatable, CustomStringConvertible {
        case modulesIsNotAMapping(Mark)
        case unbalancedFlowMapping(Mark)

        package var mark: Mark {
            switch self {
            case .modulesIsNotAMapping(let mark), .unbalancedFlowMapping(let mark): return mark
            }
        }

        package var message: String {
            switch self {
            case .modulesIsNotAMapping: return "'modules' must be a mapping of module names to modules"
            case .unbalancedFlowMapping: return "cannot find the end of the flow mapping that starts here"
            }
        }

        package var description: String { "\(mark): error: \(message)" }
    }

    package let text: String
    package let root: Node

    /// `root` is the first document of `text`, as `YAMLLoader` read it.
    package init(text: String, root: Node) {
        self.text = text
        self.root = root
    }

    package func inserting(_ module: NewModule) throws(Failure) -> String {
        guard let modules = root.mapping?.entry(forKey: "modules") else {
            return appendingModulesSection(module)
        }
        switch modules.value.content {
        case .mapping(let mapping) where startsFlow(modules.value):
            return try FlowInsertion(text: text).inserting(module, into: modules.value, entries: mapping.entries)
        case .mapping(let mapping):
            return insertingBlock(module, after: mapping, modulesKey: modules.key)
        case .scalar(let scalar) where scalar.text.isEmpty && scalar.isPlain:
            return insertingFirst(module, modulesKey: modules.key)
        default:
            throw .modulesIsNotAMapping(modules.value.mark)
        }
    }

    /// A flow collection's node starts at its `{` or `[`; a block mapping's at its first key.
    private func startsFlow(_ node: Node) -> Bool {
        let lines = SourceLines(text)
        let line = node.mark.line - 1
        guard line < lines.lines.count else { return false }
        let content = lines.content(line).unicodeScalars
        let offset = node.mark.column - 1
        guard offset < content.count else { return false }
        let character = content[content.index(content.startIndex, offsetBy: offset)]
        return character == "{" || character == "["
    }

    private func insertingBlock(_ module: NewModule, after mapping: Mapping, modulesKey: Node) -> String {
        var lines = SourceLines(text)
        guard let last = mapping.entries.last else { return text }
        let keyIndent = last.key.mark.column - 1
        let step = max(1, (mapping.entries.first?.key.mark.column ?? 3) - modulesKey.mark.column)
        let indent = String(repeating: " ", count: keyIndent)
        let newLines: [String]
        if startsFlow(last.value) {
            newLines = ["\(indent)\(module.name): \(module.flowMapping)"]
        } else {
            let stepText = String(repeating: " ", count: step)
            newLines = module.blockLines(indent: indent, step: stepText, blockSequences: usesBlockSequences(mapping))
        }
        lines.insert(newLines, after: endOfBlock(startingAt: last.key.mark.line - 1, indent: keyIndent, in: lines))
        return lines.text
    }

    private func insertingFirst(_ module: NewModule, modulesKey: Node) -> String {
        var lines = SourceLines(text)
        let indent = String(repeating: " ", count: modulesKey.mark.column - 1 + 2)
        let newLines = module.blockLines(indent: indent, step: "  ", blockSequences: false)
        lines.insert(newLines, after: modulesKey.mark.line - 1)
        return lines.text
    }

    private func appendingModulesSection(_ module: NewModule) -> String {
        var lines = SourceLines(text)
        let newLines = ["modules:"] + module.blockLines(indent: "  ", step: "  ", blockSequences: false)
        lines.insert(newLines, after: lines.lines.count - 1)
        return lines.text
    }

    /// The last line that belongs to the entry whose key is on `keyLine`: the last content line
    /// indented deeper than the key before a line that is not. Trailing comments stay where they are.
    private func endOfBlock(startingAt keyLine: Int, indent: Int, in lines: SourceLines) -> Int {
        var end = keyLine
        var index = keyLine + 1
        while index < lines.lines.count {
            if !lines.isTrivia(index) {
                guard lines.indent(index) > indent else { break }
                end = index
            }
            index += 1
        }
        return end
    }

    /// Whether the spec writes `dependencies` as block sequences (`- A`) rather than `[A]`.
    private func usesBlockSequences(_ modules: Mapping) -> Bool {
        for entry in modules.entries {
            if let dependencies = entry.value.mapping?["dependencies"], dependencies.sequence != nil {
                return !startsFlow(dependencies)
            }
        }
        return false
    }
}
