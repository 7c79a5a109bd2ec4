import YAMLTree

/// A small ordered document (`modgen dump`), rendered as JSON or YAML with keys in the order given.
/// Not `indirect`: lists and maps already hold their items in arrays, so a string or a flag is
/// stored in place, not boxed (`PlanFingerprint` builds one of ~100,000 nodes per run).
package enum DumpValue: Sendable, Equatable {
    case string(String)
    case bool(Bool)
    case integer(Int)
    case list([DumpValue])
    case map([(String, DumpValue)])

    package static func == (lhs: DumpValue, rhs: DumpValue) -> Bool {
        switch (lhs, rhs) {
        case let (.string(a), .string(b)): return a == b
        case let (.bool(a), .bool(b)): return a == b
        case let (.integer(a), .integer(b)): return a == b
        case let (.list(a), .list(b)): return a == b
        case let (.map(a), .map(b)): return a.map(\.0) == b.map(\.0) && a.map(\.1) == b.map(\.1)
        default: return false
        }
    }

    /// Pretty JSON, two-space indents, keys in order.
    package var json: String {
        var lines: [String] = []
        DumpValue.writeJSON(self, indent: "", prefix: "", suffix: "", into: &lines)
        return lines.joined(separator: "\n") + "\n"
    }

    private static func writeJSON(_ value: DumpValue, indent: String, prefix: String, suffix: String, into lines: inout [String]) {
        switch value {
        case .string(let text): lines.append(indent + prefix + JSONRenderer.quoted(text) + suffix)
        case .bool(let flag): lines.append(indent + prefix + (flag ? "true" : "false") + suffix)
        case .integer(let number): lines.append(indent + prefix + String(number) + suffix)
        case .list(let items) where items.isEmpty: lines.append(indent + prefix + "[]" + suffix)
        case .map(let pairs) where pairs.isEmpty: lines.append(indent + prefix + "{}" + suffix)
        case .list(let items):
            lines.append(indent + prefix + "[")
            for (offset, item) in items.enumerated() {
                writeJSON(item, indent: indent + "  ", prefix: "", suffix: offset + 1 < items.count ? "," : "", into: &lines)
            }
            lines.append(indent + "]" + suffix)
        case .map(let pairs):
            lines.append(indent + prefix + "{")
            for (offset, pair) in pairs.enumerated() {
                writeJSON(pair.1, indent: indent + "  ", prefix: JSONRenderer.quoted(pair.0) + ": ", suffix: offset + 1 < pairs.count ? "," : "", into: &lines)
            }
            lines.append(indent + "}" + suffix)
        }
    }
}

extension DumpValue {
    /// Block YAML, two-space indents, keys in order; strings quoted whenever a plain scalar
    /// could be read as something else (`5.10`, `NO`, `~`, `a: b`).
    package var yaml: String {
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
