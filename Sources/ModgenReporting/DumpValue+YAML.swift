import YAMLTree

extension DumpValue {
    /// Block YAML, two-space indents, keys in order; strings quoted whenever a plain scalar
    /// could be read as something else (`5.10`, `NO`, `~`, `a: b`).
    public var yaml: String {
        var lines: [String] = []
        DumpValue.writeYAML(self, indent: "", into: &lines)
        return lines.joined(separator: "\n") + "\n"
    }

    private static func writeYAML(_ value: DumpValue, indent: String, into lines: inout [String]) {
        if isScalarLike(value) {
            lines.append(indent + inline(value))
            return
        }
        switch value {
        case .string, .bool, .integer:
            break
        case .list(let items):
            for item in items {
                if case .map(let pairs) = item, !pairs.isEmpty {
                    var nested: [String] = []
                    writeYAML(item, indent: indent + "  ", into: &nested)
                    if let first = nested.first {
                        lines.append(indent + "- " + first.dropFirst(indent.count + 2))
                        lines += nested.dropFirst()
                    }
                } else if isScalarLike(item) {
                    lines.append(indent + "- " + inline(item))
                } else {
                    lines.append(indent + "-")
                    writeYAML(item, indent: indent + "  ", into: &lines)
                }
            }
        case .map(let pairs):
            for (key, item) in pairs {
                if isScalarLike(item) {
                    lines.append(indent + quotedIfNeeded(key) + ": " + inline(item))
                } else {
                    lines.append(indent + quotedIfNeeded(key) + ":")
                    writeYAML(item, indent: indent + "  ", into: &lines)
                }
            }
        }
    }

    private static func isScalarLike(_ value: DumpValue) -> Bool {
        switch value {
        case .string, .bool, .integer: return true
        case .list(let items): return items.isEmpty
        case .map(let pairs): return pairs.isEmpty
        }
    }

    private static func inline(_ value: DumpValue) -> String {
        switch value {
        case .string(let text): return quotedIfNeeded(text)
        case .bool(let flag): return flag ? "true" : "false"
        case .integer(let number): return String(number)
        case .list: return "[]"
        case .map: return "{}"
        }
    }

    private static func quotedIfNeeded(_ text: String) -> String {
        let safe = text.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_-./${}".unicodeScalars.contains(scalar)
        }
        let first = text.unicodeScalars.first
        let startsSafe = first.map { $0.properties.isAlphabetic || $0 == "_" || $0 == "/" } ?? false
        let reserved: Set<String> = ["true", "false", "yes", "no", "on", "off", "null", "y", "n"]
        if safe, startsSafe, !reserved.contains(text.lowercased()) { return text }
        return JSONRenderer.quoted(text)
    }
}
