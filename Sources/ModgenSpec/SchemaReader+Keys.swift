import YAMLTree
import ModgenDiagnostics

extension SchemaReader {
    /// Logs every key of `mapping` that is not one of `keys`, and every key the spec's tools
    /// version is too old for.
    func checkKeys(_ mapping: Mapping, keys: [SpecKey], in context: @autoclosure () -> String) {
        checkKeys(mapping, allowed: keys.names, in: context())
        for key in keys where key.since != nil {
            if let entry = mapping.entry(forKey: key.name) { require(key.since, for: "'\(key.name)'", at: entry.key.mark) }
        }
    }

    /// Logs every key of `mapping` that is not in `allowed`, with a "did you mean" when one is
    /// close, otherwise the list of keys that are allowed there.
    func checkKeys(_ mapping: Mapping, allowed: [String], in context: @autoclosure () -> String) {
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
}
