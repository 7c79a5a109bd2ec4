import Foundation
import YAMLTree

/// `${name}` (the module's name) and the module's `templateAttributes`, substituted in the
/// values of a templated module before the environment sees them: they take precedence.
struct TemplateVariables {
    private var values: [(pattern: String, value: String)]

    init(moduleName: String, merged: Node, reader: SchemaReader) {
        values = [("${name}", moduleName)]
        guard let node = merged.mapping?["templateAttributes"],
              let attributes = reader.mapping(node, "'templateAttributes'") else { return }
        for entry in attributes.entries {
            guard let key = entry.key.text, key != "name",
                  let value = reader.string(entry.value, "template attribute '\(key)'") else { continue }
            values.append(("${\(key)}", value))
        }
    }

    func substitute(in node: Node) -> Node {
        var copy = node
        switch node.content {
        case .scalar(var scalar):
            guard scalar.text.contains("${") else { return node }
            for (pattern, value) in values {
                scalar.text = scalar.text.replacingOccurrences(of: pattern, with: value)
            }
            copy.content = .scalar(scalar)
        case .sequence(let items):
            copy.content = .sequence(items.map(substitute(in:)))
        case .mapping(let mapping):
            copy.content = .mapping(Mapping(mapping.entries.map { Mapping.Entry(key: $0.key, value: substitute(in: $0.value)) }))
        }
        return copy
    }
}
