import ModgenSpec

/// A module `modgen add` puts into a spec.
public struct NewModule: Sendable, Equatable {
    package var name: String
    package var kind: ModuleKind
    package var dependencies: [String]
    package var example: Bool
    package var templateSet: String?
    /// `package:`: the module whose package holds this one's targets.
    package var packageHost: String?

    package init(
        name: String, kind: ModuleKind, dependencies: [String] = [], example: Bool = false, templateSet: String? = nil,
        packageHost: String? = nil
    ) {
        self.name = name
        self.kind = kind
        self.dependencies = dependencies
        self.example = example
        self.templateSet = templateSet
        self.packageHost = packageHost
    }

    /// Its keys in the order they are written, values already in YAML flow form.
    var fields: [(key: String, value: String)] {
        var fields = [(key: "type", value: kind.rawValue)]
        if !dependencies.isEmpty { fields.append(("dependencies", "[" + dependencies.joined(separator: ", ") + "]")) }
        if example { fields.append(("example", "true")) }
        if let templateSet { fields.append(("templateSet", templateSet)) }
        if let packageHost { fields.append(("package", packageHost)) }
        return fields
    }

    /// `{type: feature, dependencies: [A, B]}`.
    var flowMapping: String {
        "{" + fields.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "}"
    }

    /// Block lines, each indented by `indent` plus `step` for the keys.
    func blockLines(indent: String, step: String, blockSequences: Bool) -> [String] {
        var lines = ["\(indent)\(name):"]
        for field in fields {
            if field.key == "dependencies", blockSequences {
                lines.append("\(indent)\(step)dependencies:")
                lines += dependencies.map { "\(indent)\(step)\(step)- \($0)" }
            } else {
                lines.append("\(indent)\(step)\(field.key): \(field.value)")
            }
        }
        return lines
    }
}
