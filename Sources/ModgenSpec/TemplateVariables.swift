import Foundation
import YAMLTree

/// `${name}` (the module's name) and the module's `templateAttributes`, substituted in the
/// values of a templated module before the environment sees them: they take precedence.
///
/// One pass over each string: a substituted value is never scanned again, so attributes
/// that spell other attributes (`a1: "${a2}${a2}"`, ...) cannot double the text per level.
struct TemplateVariables {
    private var values: [String: String]

    init(moduleName: String, merged: Node, reader: SchemaReader) {
        values = ["name": moduleName]
        guard let node = merged.mapping?["templateAttributes"],
              let attributes = reader.mapping(node, "'templateAttributes'") else { return }
        for entry in attributes.entries {
            guard let key = entry.key.text, key != "name",
                  let value = reader.string(entry.value, "template attribute '\(key)'") else { continue }
            values[key] = value
        }
    }

    func substitute(in node: Node) -> Node {
        var copy = node
        switch node.content {
        case .scalar(var scalar):
            guard scalar.text.contains("${") else { return node }
            scalar.text = substitute(in: scalar.text)
            copy.content = .scalar(scalar)
        case .sequence(let items):
            copy.content = .sequence(items.map(substitute(in:)))
        case .mapping(let mapping):
            copy.content = .mapping(Mapping(mapping.entries.map { Mapping.Entry(key: $0.key, value: substitute(in: $0.value)) }))
        }
        return copy
    }

    /// Each `${key}` of a known key replaced by its value; anything else (`${HOME}`,
    /// `${key:-x}`, an unterminated `${`) left for the environment expander.
    func substitute(in text: String) -> String {
        var result = ""
        var rest = text[...]
        while let open = rest.range(of: "${"), let close = rest[open.upperBound...].firstIndex(of: "}") {
            result += rest[..<open.lowerBound]
            let reference = rest[open.lowerBound...close]
            result += values[String(rest[open.upperBound..<close])] ?? String(reference)
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }
}
