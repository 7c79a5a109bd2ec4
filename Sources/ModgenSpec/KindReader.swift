import YAMLTree
import ModgenDiagnostics

/// Module kinds by name: app, feature, interface, core, deps.
struct KindReader {
    let reader: SchemaReader

    func kind(_ node: Node, _ what: String) -> ModuleKind? {
        guard let text = reader.string(node, what) else { return nil }
        if let kind = ModuleKind(rawValue: text) { return kind }
        let names = ModuleKind.allCases.map(\.rawValue)
        var hint = Suggestion.hint(for: text, among: names)
        if hint.isEmpty { hint = " (expected one of: \(names.joined(separator: ", ")))" }
        reader.log.error("unknown module kind '\(text)'\(hint)", at: node.mark)
        return nil
    }
}
