import Foundation
import ModgenSpec

/// `--kinds "Modules/UI/*=core,*Kit=core"`: globs that set a module's kind. A pattern with a
/// `/` matches the module's folder (its package's folder, or its target's folder in a single
/// package), any other its name; `*` is any run of characters, `?` one. The first match wins.
package struct KindPatterns: Sendable {
    package struct Problem: Error, Sendable, CustomStringConvertible {
        package var description: String
    }

    private var entries: [(pattern: String, kind: ModuleKind)]

    package init(_ text: String?) throws(Problem) {
        entries = []
        for item in (text ?? "").split(separator: ",") {
            let parts = item.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, !parts[0].isEmpty else {
                throw Problem(description: "--kinds: '\(item)' is not PATTERN=KIND")
            }
            guard let kind = ModuleKind(rawValue: parts[1]) else {
                let kinds = ModuleKind.allCases.map(\.rawValue).joined(separator: ", ")
                throw Problem(description: "--kinds: unknown kind '\(parts[1])' (expected one of: \(kinds))")
            }
            entries.append((parts[0], kind))
        }
    }

    package func kind(name: String, folder: String) -> ModuleKind? {
        entries.first { entry in
            entry.pattern.contains("/") ? Self.matches(entry.pattern, folder) : Self.matches(entry.pattern, name)
        }?.kind
    }

    /// Glob match of the whole text.
    static func matches(_ pattern: String, _ text: String) -> Bool {
        matches(Array(pattern.unicodeScalars)[...], Array(text.unicodeScalars)[...])
    }

    private static func matches(_ pattern: ArraySlice<Unicode.Scalar>, _ text: ArraySlice<Unicode.Scalar>) -> Bool {
        guard let first = pattern.first else { return text.isEmpty }
        switch first {
        case "*":
            var rest = text
            while true {
                if matches(pattern.dropFirst(), rest) { return true }
                guard !rest.isEmpty else { return false }
                rest = rest.dropFirst()
            }
        case "?":
            return !text.isEmpty && matches(pattern.dropFirst(), text.dropFirst())
        default:
            return text.first == first && matches(pattern.dropFirst(), text.dropFirst())
        }
    }
}
