/// Renders a node tree as one line of JSON, scalars typed by the YAML 1.2 core schema.
///
/// Mapping keys keep document order. A non-scalar key becomes the JSON text of itself.
/// JSON has no infinity or NaN: they print as `Infinity`, `-Infinity` and `NaN`,
/// as Python's and JavaScript's JSON tools read them.
public enum JSONRenderer {
    public static func render(_ node: Node) -> String {
        var output = ""
        write(node, to: &output)
        return output
    }

    private static func write(_ node: Node, to output: inout String) {
        switch node.content {
        case .scalar(let scalar):
            write(CoreSchemaValue(scalar, tag: node.tag), to: &output)
        case .sequence(let items):
            output += "["
            for (offset, item) in items.enumerated() {
                if offset > 0 { output += "," }
                write(item, to: &output)
            }
            output += "]"
        case .mapping(let mapping):
            output += "{"
            for (offset, entry) in mapping.entries.enumerated() {
                if offset > 0 { output += "," }
                writeString(entry.key.text ?? render(entry.key), to: &output)
                output += ":"
                write(entry.value, to: &output)
            }
            output += "}"
        }
    }

    private static func write(_ value: CoreSchemaValue, to output: inout String) {
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .integer(let digits): output += digits
        case .float(let number): output += format(number)
        case .string(let text): writeString(text, to: &output)
        }
    }

    private static func format(_ number: Double) -> String {
        if number.isNaN { return "NaN" }
        if number.isInfinite { return number < 0 ? "-Infinity" : "Infinity" }
        return "\(number)"
    }

    /// `text` as a JSON string literal: quoted, with `"`, `\\` and control characters escaped.
    public static func quoted(_ text: String) -> String {
        var output = ""
        writeString(text, to: &output)
        return output
    }

    package static func writeString(_ text: String, to output: inout String) {
        output += "\""
        // Most strings need no escape: appended whole, not scalar by scalar.
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            output += text
            output += "\""
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
