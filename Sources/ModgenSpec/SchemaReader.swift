import YAMLTree
import ModgenDiagnostics

/// Reads typed values out of nodes against the spec's schema, from the scalar's text only.
/// Every string is expanded from the environment; every mismatch is logged at its node.
/// `what` names the value in messages; it is only built when there is one to write.
struct SchemaReader {
    let log: DiagnosticLog
    let expander: EnvironmentExpander
    /// The spec's `options.swiftToolsVersion`, once read: what keys and values are gated on.
    var toolsVersion = ToolsVersion(5, 9)

    /// The same reader, gating keys and values on `version`.
    func gated(by version: ToolsVersion) -> SchemaReader {
        var copy = self
        copy.toolsVersion = version
        return copy
    }

    /// A mapping; an empty value reads as an empty mapping.
    func mapping(_ node: Node, _ what: @autoclosure () -> String) -> Mapping? {
        if let mapping = node.mapping { return mapping }
        if node.isEmptyValue { return Mapping() }
        mismatch(node, what(), expected: "a mapping")
        return nil
    }

    /// A sequence; an empty value reads as an empty sequence.
    func sequence(_ node: Node, _ what: @autoclosure () -> String) -> [Node]? {
        if let items = node.sequence { return items }
        if node.isEmptyValue { return [] }
        mismatch(node, what(), expected: "a sequence")
        return nil
    }

    /// A string, expanded from the environment.
    func string(_ node: Node, _ what: @autoclosure () -> String) -> String? {
        guard let scalar = node.scalar, !node.isEmptyValue else {
            mismatch(node, what(), expected: "a string")
            return nil
        }
        return expander.expand(scalar.text, at: node.mark, log: log)
    }

    /// A non-empty string.
    func nonEmptyString(_ node: Node, _ what: @autoclosure () -> String) -> String? {
        guard let text = string(node, what()) else { return nil }
        if text.isEmpty { log.error("\(what()) must not be empty", at: node.mark) }
        return text.isEmpty ? nil : text
    }

    /// Strings of a sequence, each with its place; entries that are not strings are logged and skipped.
    func strings(_ node: Node, _ what: @autoclosure () -> String) -> [Located<String>] {
        guard let items = sequence(node, what()) else { return [] }
        return items.compactMap { item in
            nonEmptyString(item, "an entry of \(what())").map { Located($0, at: item.mark) }
        }
    }

    /// `true` or `false` and nothing else: YAML 1.1's yes/no/on/off are refused by name.
    func bool(_ node: Node, _ what: @autoclosure () -> String) -> Bool? {
        guard let text = string(node, what()) else { return nil }
        switch text {
        case "true", "True", "TRUE": return true
        case "false", "False", "FALSE": return false
        default: break
        }
        if ["yes", "no", "on", "off", "y", "n"].contains(text.lowercased()) {
            log.error("\(what()) is '\(text)': write true or false", at: node.mark)
        } else {
            log.error("\(what()) must be true or false, found '\(text)'", at: node.mark)
        }
        return nil
    }

    func mismatch(_ node: Node, _ what: @autoclosure () -> String, expected: String) {
        log.error("\(what()) must be \(expected), found \(node.shapeForMessage)\(Self.fix(for: node, expected: expected))", at: node.mark)
    }

    /// The usual slips behind a scalar where a collection belongs, as the text to write instead:
    /// `type:core` (no space after the colon), `Bar: core` (a kind without `type:`),
    /// `dependencies: Bar` (one name without the list's brackets).
    static func fix(for node: Node, expected: String) -> String {
        guard let scalar = node.scalar, scalar.isPlain, !node.isEmptyValue else { return "" }
        let text = scalar.text
        switch expected {
        case "a mapping":
            if let colon = text.firstIndex(of: ":"), colon != text.startIndex, text.index(after: colon) != text.endIndex {
                let key = text[..<colon], value = text[text.index(after: colon)...]
                if !key.contains(" "), value.first != " " {
                    return "; write `\(key): \(value)` (YAML needs a space after the colon)"
                }
            }
            if ModuleKind(rawValue: text) != nil { return "; write `{ type: \(text) }`" }
            return ""
        case "a sequence":
            return "; write `[\(text)]`"
        default:
            return ""
        }
    }
}

extension Node {
    /// A plain empty scalar or YAML's null spellings.
    var isEmptyValue: Bool {
        guard let scalar, scalar.isPlain else { return false }
        switch scalar.text.utf8.count {
        case 0: return true
        case 1: return scalar.text == "~"
        case 4: return scalar.text == "null" || scalar.text == "Null" || scalar.text == "NULL"
        default: return false
        }
    }

    /// For "found ..." in messages.
    var shapeForMessage: String {
        if isEmptyValue { return "nothing" }
        if let text { return "'\(text)'" }
        return kindDescription
    }
}
