import YAMLTree

/// Applies `moduleTemplates` to modules, XcodeGen's `targetTemplates` way: the templates a
/// module lists merge in order (each after its own templates), then the module on top (it
/// wins); `${name}` and the `templateAttributes` are substituted in the result.
struct TemplateResolver {
    let reader: SchemaReader
    let templates: Mapping
    private var resolved: [String: Node] = [:]
    private var resolving: [String] = []
    private(set) var used: Set<String> = []

    init(reader: SchemaReader, templates: Mapping) {
        self.reader = reader
        self.templates = templates
    }

    /// The module's entry with its templates applied; unchanged when it lists none.
    mutating func apply(toModule name: String, _ node: Node) -> Node {
        guard let mapping = node.mapping, mapping.contains("templates") else { return node }
        let merged = mergeTemplates(of: mapping, at: node)
        let variables = TemplateVariables(moduleName: name, merged: merged, reader: reader)
        return variables.substitute(in: merged)
    }

    /// Templates nobody uses, for a warning.
    var unused: [Mapping.Entry] {
        templates.entries.filter { entry in entry.key.text.map { !used.contains($0) } ?? false }
    }

    private mutating func mergeTemplates(of mapping: Mapping, at node: Node) -> Node {
        var base = Node(mark: node.mark, content: .mapping(Mapping()))
        if let list = mapping["templates"] {
            for name in reader.strings(list, "'templates'") {
                if let template = template(name) { base = NodeMerger.merge(template, onto: base) }
            }
        }
        let own = Node(mark: node.mark, tag: node.tag,
                       content: .mapping(Mapping(mapping.entries.filter { $0.key.text != "templates" })))
        return NodeMerger.merge(own, onto: base)
    }

    private mutating func template(_ name: Located<String>) -> Node? {
        if let done = resolved[name.value] { return done }
        guard let entry = templates.entry(forKey: name.value) else {
            let hint = Suggestion.hint(for: name.value, among: templates.keys)
            reader.log.error("unknown module template '\(name.value)'\(hint)", at: name.mark)
            return nil
        }
        used.insert(name.value)
        if let start = resolving.firstIndex(of: name.value) {
            let cycle = (resolving[start...] + [name.value]).joined(separator: " -> ")
            reader.log.error("module template cycle: \(cycle)", at: name.mark)
            return nil
        }
        guard let mapping = reader.mapping(entry.value, "module template '\(name.value)'") else { return nil }
        reader.checkKeys(mapping, allowed: SpecKeys.module, in: "module template '\(name.value)'")
        resolving.append(name.value)
        defer { resolving.removeLast() }
        let merged = mergeTemplates(of: mapping, at: entry.value)
        resolved[name.value] = merged
        return merged
    }
}
