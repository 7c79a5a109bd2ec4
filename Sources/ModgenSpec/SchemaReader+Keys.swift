import YAMLTree
import ModgenDiagnostics

extension SchemaReader {
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
}
