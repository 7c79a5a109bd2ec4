import YAMLTree
import ModgenDiagnostics

/// The one primitive reader of the spec: mappings, sequences, strings (expanded from the
/// environment), booleans and the strings with rules of their own (the project's name, a
/// folder inside the output, a template set's name); unknown keys and tools-version gates.
/// Every mismatch is logged at its node; `what` names the value in messages and is only built
/// when there is one to write.
///
/// Model types read themselves on top of it, each in its own file:
/// `extension Model { static func decode(_ node: Node, _ reader: SchemaReader, ...) -> Model? }`
/// (and `decodeAll` where one node holds several).
///
/// Below it: `Node.isEmptyValue` and `Node.shapeForMessage`, what its messages say of a node.
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

    /// The same reader, logging to `log` (a later part of a split load, `ModuleDecodeSplit`).
    func logging(to log: DiagnosticLog) -> SchemaReader {
        SchemaReader(log: log, expander: expander, toolsVersion: toolsVersion)
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
        guard case .scalar(let scalar) = node.content, !scalar.isEmptyValue else {
            mismatch(node, what(), expected: "a string")
            return nil
        }
        return expander.expand(scalar.text, at: node.mark, log: log)
    }

    /// A non-empty string.
    func nonEmptyString(_ node: Node, _ what: @autoclosure () -> String) -> String? {
        guard case .scalar(let scalar) = node.content, !scalar.isEmptyValue else {
            mismatch(node, what(), expected: "a string")
            return nil
        }
        return nonEmptyText(scalar.text, at: node.mark, what())
    }

    /// `nonEmptyString` of a scalar that is not an empty value, its text and place read where
    /// they lie (passing its node copied it, in a loop over a list).
    func nonEmptyText(_ text: String, at mark: Mark, _ what: @autoclosure () -> String) -> String? {
        guard let text = expander.expand(text, at: mark, log: log) else { return nil }
        if text.isEmpty { log.error("\(what()) must not be empty", at: mark) }
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

    /// The project's `name:`: it titles the generated README and names the single-layout
    /// package, so it is one line of printable text (no newline, tab or escape sequence).
    func projectName(_ node: Node) -> String? {
        guard let name = nonEmptyString(node, "'name'") else { return nil }
        guard !name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
            log.error("'name' must be one line of printable text (no control characters)", at: node.mark)
            return nil
        }
        return name
    }

    /// A folder the generator writes into: relative, and never climbing out with `..`.
    func relativeFolder(_ node: Node, _ what: String) -> String? {
        guard let text = nonEmptyString(node, what) else { return nil }
        let parts = text.split(separator: "/")
        guard !text.hasPrefix("/"), !text.hasPrefix("~"), !parts.contains("..") else {
            log.error("\(what) must be a relative folder inside the output, found '\(text)'", at: node.mark)
            return nil
        }
        return text
    }

    /// A template set is named by its folder: one plain folder name, never a path (`../x`,
    /// `a/b`), so a spec cannot send modgen reading templates from anywhere it likes.
    func templateSetName(_ node: Node, _ what: String) -> String? {
        guard let name = nonEmptyString(node, what) else { return nil }
        guard !name.utf8.contains(UInt8(ascii: "/")), name != ".", name != "..", !name.hasPrefix("~") else {
            log.error("\(what) names a template set folder, not a path: found '\(name)' (put your own sets in options.templatesPath or --templates)", at: node.mark)
            return nil
        }
        return name
    }

    /// Logs every key of `mapping` that is not one of `keys`, and every key the spec's tools
    /// version is too old for.
    func checkKeys(_ mapping: Mapping, keys: [SpecKey], in context: @autoclosure () -> String) {
        // Most mappings hold known keys only, none of them gated: each of their keys is looked
        // for once, and the list of names and the gates are gone through only when needed.
        var unknown = false
        var gated = false
        for entry in mapping.entries {
            // Lengths first: a string comparison is a call, a length is at hand.
            guard let text = entry.key.text,
                  let index = keys.firstIndex(where: { $0.name.utf8.count == text.utf8.count && $0.name == text }) else {
                unknown = true
                continue
            }
            if keys[index].since != nil { gated = true }
        }
        if unknown { checkKeys(mapping, allowed: keys.names, in: context()) }
        guard gated else { return }
        for key in keys where key.since != nil {
            if let entry = mapping.entry(forKey: key.name) { require(key.since, for: "'\(key.name)'", at: entry.key.mark) }
        }
    }

    /// Logs every key of `mapping` that is not in `allowed`, with a "did you mean" when one is
    /// close, otherwise the list of keys that are allowed there.
    private func checkKeys(_ mapping: Mapping, allowed: [String], in context: @autoclosure () -> String) {
        for entry in mapping.entries {
            guard let key = entry.key.text else {
                log.error("keys in \(context()) must be scalars, found \(entry.key.kindDescription)", at: entry.key.mark)
                continue
            }
            guard !allowed.contains(key) else { continue }
            var hint = Suggestion.hint(for: key, among: allowed)
            if hint.isEmpty { hint = " (expected one of: \(allowed.sorted().joined(separator: ", ")))" }
            log.error("unknown key '\(key)' in \(context())\(hint)", at: entry.key.mark)
        }
    }

    /// Logs `what` when the spec's tools version is below `version`: SwiftPM's manifest API
    /// for it came with that version.
    func require(_ version: ToolsVersion?, for what: @autoclosure () -> String, at mark: Mark) {
        guard let version, toolsVersion < version else { return }
        log.error(
            "\(what()) needs swiftToolsVersion \(version) or later (options.swiftToolsVersion is \(toolsVersion))", at: mark)
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
        guard case .scalar(let scalar) = content else { return false }
        return scalar.isEmptyValue
    }

    /// For "found ..." in messages.
    var shapeForMessage: String {
        if isEmptyValue { return "nothing" }
        if let text { return "'\(text)'" }
        return kindDescription
    }
}

extension Scalar {
    /// Plain and empty, or one of YAML's null spellings (`~`, `null`, `Null`, `NULL`).
    var isEmptyValue: Bool {
        guard isPlain else { return false }
        switch text.utf8.count {
        case 0: return true
        case 1: return text == "~"
        case 4: return text == "null" || text == "Null" || text == "NULL"
        default: return false
        }
    }
}
