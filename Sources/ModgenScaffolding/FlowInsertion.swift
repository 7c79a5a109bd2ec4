import YAMLTree

/// Adds an entry to a flow mapping (`modules: {A: {type: core}}`) just before its closing brace,
/// on its own line when the mapping puts its entries on their own lines.
struct FlowInsertion {
    let text: String

    func inserting(_ module: NewModule, into mapping: Node, entries: [Mapping.Entry]) throws(SpecInsertion.Failure) -> String {
        let scalars = Array(text.unicodeScalars)
        guard let open = mapping.mark.scalarOffset(in: scalars),
              let close = FlowBracketScanner.matchingClose(in: scalars, openingAt: open)
        else { throw .unbalancedFlowMapping(mapping.mark) }
        var last = close - 1
        while last > open, scalars[last] == " " || scalars[last] == "\n" || scalars[last] == "\r" || scalars[last] == "\t" {
            last -= 1
        }
        let gapHasNewline = scalars[(last + 1)..<close].contains("\n")
        let entry = "\(module.name): \(module.flowMapping)"
        let insertion: String
        if gapHasNewline, let key = entries.last?.key {
            let indent = String(repeating: " ", count: key.mark.column - 1)
            insertion = (scalars[last] == "," || last == open ? "" : ",") + "\n" + indent + entry
        } else if last == open {
            insertion = entry
        } else {
            insertion = (scalars[last] == "," ? " " : ", ") + entry
        }
        var result = String.UnicodeScalarView(scalars[...last])
        result.append(contentsOf: insertion.unicodeScalars)
        result.append(contentsOf: scalars[(last + 1)...])
        return String(result)
    }

}

/// Finds the bracket that closes a flow collection, skipping quoted scalars and comments.
enum FlowBracketScanner {
    static func matchingClose(in scalars: [Unicode.Scalar], openingAt open: Int) -> Int? {
        var depth = 0
        var index = open
        while index < scalars.count {
            switch scalars[index] {
            case "{", "[": depth += 1
            case "}", "]":
                depth -= 1
                if depth == 0 { return index }
            case "\"", "'": index = endOfQuoted(scalars, from: index)
            case "#" where index > 0 && (scalars[index - 1] == " " || scalars[index - 1] == "\t"):
                while index < scalars.count, scalars[index] != "\n" { index += 1 }
            default: break
            }
            index += 1
        }
        return nil
    }

    private static func endOfQuoted(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        let quote = scalars[start]
        var index = start + 1
        while index < scalars.count {
            if quote == "\"", scalars[index] == "\\" {
                index += 2
                continue
            }
            if scalars[index] == quote {
                if quote == "'", index + 1 < scalars.count, scalars[index + 1] == "'" {
                    index += 2
                    continue
                }
                return index
            }
            index += 1
        }
        return index
    }
}
