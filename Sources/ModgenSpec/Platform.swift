import YAMLTree
import ModgenDiagnostics

extension ProjectOptions {
    /// A platform and its minimum version, as `options.platforms` or a module's `platforms`
    /// names it; and how platform names and versions are read: as SwiftPM accepts them,
    /// `iOS: "16.0"` (`MAJOR.MINOR` or `MAJOR.MINOR.PATCH`), each platform gated by the tools
    /// version that introduced it.
    public struct Platform: Hashable, Sendable {
        /// SwiftPM's spelling: iOS, macOS, tvOS, watchOS, visionOS, macCatalyst.
        package var name: String
        package var version: String

        package init(name: String, version: String) {
            self.name = name
            self.version = version
        }
    }
}

extension ProjectOptions.Platform {
    /// `platforms: { iOS: "16.0", ... }`, sorted by name.
    static func decodeAll(_ node: Node, _ reader: SchemaReader, what: String) -> [ProjectOptions.Platform]? {
        guard let mapping = reader.mapping(node, what) else { return nil }
        var platforms: [ProjectOptions.Platform] = []
        for entry in mapping.entries {
            let text = entry.key.text ?? entry.key.kindDescription
            guard let name = name(Located(text, at: entry.key.mark), reader) else { continue }
            if let version = version(entry.value, of: name, reader) { platforms.append(.init(name: name, version: version)) }
        }
        return platforms.sorted { $0.name < $1.name }
    }

    /// A platform's name, checked and gated; nil (logged) when SwiftPM has no such platform.
    static func name(_ name: Located<String>, _ reader: SchemaReader) -> String? {
        guard let key = SpecKeys.platformKeys.key(name.value) else {
            let hint = Suggestion.hint(for: name.value, among: SpecKeys.platforms)
            reader.log.error("unknown platform '\(name.value)'\(hint)", at: name.mark)
            return nil
        }
        reader.require(key.since, for: "platform '\(name.value)'", at: name.mark)
        return name.value
    }

    private static func version(_ node: Node, of name: String, _ reader: SchemaReader) -> String? {
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
