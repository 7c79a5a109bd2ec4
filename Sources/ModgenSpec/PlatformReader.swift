import YAMLTree
import ModgenDiagnostics

/// Platform names and versions as SwiftPM accepts them: `iOS: "16.0"` (`MAJOR.MINOR` or
/// `MAJOR.MINOR.PATCH`), each platform gated by the tools version that introduced it.
struct PlatformReader {
    let reader: SchemaReader

    /// `platforms: { iOS: "16.0", ... }`, sorted by name.
    func platforms(_ node: Node, _ what: String) -> [ProjectOptions.Platform]? {
        guard let mapping = reader.mapping(node, what) else { return nil }
        var platforms: [ProjectOptions.Platform] = []
        for entry in mapping.entries {
            let text = entry.key.text ?? entry.key.kindDescription
            guard let name = name(Located(text, at: entry.key.mark)) else { continue }
            if let version = version(entry.value, of: name) { platforms.append(.init(name: name, version: version)) }
        }
        return platforms.sorted { $0.name < $1.name }
    }

    /// A platform's name, checked and gated; nil (logged) when SwiftPM has no such platform.
    func name(_ name: Located<String>) -> String? {
        guard let key = SpecKeys.platformKeys.key(name.value) else {
            let hint = Suggestion.hint(for: name.value, among: SpecKeys.platforms)
            reader.log.error("unknown platform '\(name.value)'\(hint)", at: name.mark)
            return nil
        }
        reader.require(key.since, for: "platform '\(name.value)'", at: name.mark)
        return name.value
    }

    private func version(_ node: Node, of name: String) -> String? {
        guard let text = reader.nonEmptyString(node, "the version of \(name)") else { return nil }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        let numeric = parts.allSatisfy { !$0.isEmpty && $0.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } }
        if numeric, (2...3).contains(parts.count) { return text }
        if numeric, parts.count == 1 {
            reader.log.error("the version of \(name) is '\(text)', which SwiftPM refuses: write \"\(text).0\"", at: node.mark)
        } else {
            reader.log.error("the version of \(name) must be MAJOR.MINOR or MAJOR.MINOR.PATCH (like \"16.0\"), found '\(text)'", at: node.mark)
        }
        return nil
    }
}
