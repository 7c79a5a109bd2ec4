import YAMLTree
import ModgenDiagnostics

/// Applies `moduleTemplates` to modules, XcodeGen's `targetTemplates` way: the templates a
/// module lists merge in order (each after its own templates), then the module on top (it
/// wins); `${name}` and the `templateAttributes` are substituted in the result.
///
/// Merging copies nodes, and templates that each list the same two templates double with
/// every level: what all merges copy is counted against `TemplateBudget` (below, with
/// `Node.nodeCount`), like YAML aliases.
struct TemplateResolver {
    /// A template with its own templates merged in, and how many nodes it holds (at most).
    private struct Expansion {
        var node: Node
        var size: Int
    }

    let reader: SchemaReader
    let templates: Mapping
    /// nil for a template that failed (over the budget): asked again, it fails at once.
    private var resolved: [String: Expansion?] = [:]
    private var resolving: [String] = []
    private var budget = TemplateBudget()
    private(set) var used: Set<String> = []

    init(reader: SchemaReader, templates: Mapping) {
        self.reader = reader
        self.templates = templates
    }

    /// The module's entry with its templates applied; unchanged when it lists none; nil when
    /// the templates are over the budget (logged).
    mutating func apply(toModule name: String, _ node: Node) -> Node? {
        guard let mapping = node.mapping, mapping.contains("templates") else { return node }
        guard let merged = mergeTemplates(of: mapping, at: node)?.node else { return nil }
        let variables = TemplateVariables(moduleName: name, merged: merged, reader: reader)
        return variables.substitute(in: merged)
    }

    /// Templates nobody uses, for a warning.
    var unused: [Mapping.Entry] {
        templates.entries.filter { entry in entry.key.text.map { !used.contains($0) } ?? false }
    }

    /// nil once the merges have copied more than the budget allows (logged once): from then
    /// on every templated module is left out rather than half merged. Every listed template
    /// is still looked at, so none is reported as unused.
    private mutating func mergeTemplates(of mapping: Mapping, at node: Node) -> Expansion? {
        var base = Expansion(node: Node(mark: node.mark, content: .mapping(Mapping())), size: 1)
        if let list = mapping["templates"] {
            for name in reader.strings(list, "'templates'") {
                guard let template = template(name), !budget.isExhausted,
                      budget.spend(template.size, at: name.mark, log: reader.log) else { continue }
                base = Expansion(node: NodeMerger.merge(template.node, onto: base.node), size: base.size + template.size)
            }
        }
        guard !budget.isExhausted else { return nil }
        let own = Node(mark: node.mark, tag: node.tag,
                       content: .mapping(Mapping(mapping.entries.filter { $0.key.text != "templates" })))
        return Expansion(node: NodeMerger.merge(own, onto: base.node), size: base.size + own.nodeCount)
    }

    private mutating func template(_ name: Located<String>) -> Expansion? {
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
        reader.checkKeys(mapping, keys: SpecKeys.module, in: "module template '\(name.value)'")
        resolving.append(name.value)
        defer { resolving.removeLast() }
        let merged = mergeTemplates(of: mapping, at: entry.value)
        resolved[name.value] = .some(merged)
        return merged
    }
}

/// How many nodes module templates may copy in one spec, all merges together: the template
/// counterpart of `YAMLLimits.maxAliasExpansion`. Templates that list the same templates
/// level after level double at each level; without a bound, a 2 KB spec fills the memory.
struct TemplateBudget {
    /// Far above what real specs use (50,000 modules with a 40-node template each).
    static let defaultLimit = 4_000_000

    let limit: Int
    private(set) var spent = 0
    /// True once a spend went over the limit: nothing more can be spent.
    private(set) var isExhausted = false

    init(limit: Int = Self.defaultLimit) {
        self.limit = limit
    }

    /// Spends `nodes`; false, with one error at `mark`, when that goes over the limit.
    mutating func spend(_ nodes: Int, at mark: Mark, log: DiagnosticLog) -> Bool {
        guard !isExhausted else { return false }
        spent += nodes
        guard spent > limit else { return true }
        isExhausted = true
        log.error(
            "module templates expand to more than \(limit) nodes (templates that list the same templates at every level?)",
            at: mark)
        return false
    }
}

extension Node {
    /// This node and every node under it.
    var nodeCount: Int {
        switch content {
        case .scalar: return 1
        case .sequence(let items): return items.reduce(1) { $0 + $1.nodeCount }
        case .mapping(let mapping): return mapping.entries.reduce(1) { $0 + $1.key.nodeCount + $1.value.nodeCount }
        }
    }
}
