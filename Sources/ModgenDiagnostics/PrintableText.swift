
/// User text made safe to print in a one-line diagnostic: control characters (a newline in
/// a quoted module name, a terminal escape sequence, a carriage return that overwrites the
/// line) and bidirectional overrides are written as escapes (`\n`, `\u{1B}`).
enum PrintableText {
    static func escaped(_ text: String) -> String {
        // Printable ASCII, nearly every message, is seen from its bytes alone.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where needsEscape(scalar): result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Unicode's control characters (C0, DEL, C1: the whole `Cc` category) and bidi controls.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || isBidiControl(scalar)
    }

    /// Embeddings, overrides and isolates, which reorder what a terminal shows.
    private static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }
}
