import YAMLTree

/// A small ordered document (`modgen dump`), rendered as JSON or YAML with keys in the order given.
public indirect enum DumpValue: Sendable, Equatable {
    case string(String)
    case bool(Bool)
    case integer(Int)
    case list([DumpValue])
    case map([(String, DumpValue)])

    public static func == (lhs: DumpValue, rhs: DumpValue) -> Bool {
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
    public var json: String {
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
