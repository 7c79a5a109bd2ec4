import Foundation
import YAMLTree
import ModgenDiagnostics

/// Expands `${VAR}` and `${VAR:-default}` from the environment in a string of the spec, noting
/// the name of every variable it looks up (`SpecInputs.environment`).
struct EnvironmentExpander {
    let environment: [String: String]
    /// Shared by the copies of this expander: the names looked up so far.
    let lookedUp = LookedUpNames()
    /// Whether any string read so far can hold a `$` (`DollarSighting`).
    let dollars: DollarSighting

    init(environment: [String: String], dollars: DollarSighting = DollarSighting(seen: true)) {
        self.environment = environment
        self.dollars = dollars
    }

    /// The expanded text, or nil after logging why it cannot be expanded (unset variable,
    /// malformed reference) at `mark`.
    func expand(_ text: String, at mark: Mark, log: DiagnosticLog) -> String? {
        // A byte scan first: most strings have no '$', and Foundation's `contains` is slow.
        guard dollars.seen, Self.mayReference(text), text.contains("${") else { return text }
        var result = ""
        var rest = text[...]
        var failed = false
        while let open = rest.range(of: "${") {
            result += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].firstIndex(of: "}") else {
                log.error("unterminated '${' in '\(text)': write '${NAME}'", at: mark)
                return nil
            }
            let reference = VariableReference(rest[open.upperBound..<close])
            if let value = value(of: reference, in: text, at: mark, log: log) {
                result += value
            } else {
                failed = true
            }
            rest = rest[rest.index(after: close)...]
        }
        result += rest
        return failed ? nil : result
    }

    /// Whether `text` has a '$', from its contiguous bytes (the generic `utf8.contains`
    /// costs hundreds of instructions on a short string, and this runs for every string).
    static func mayReference(_ text: String) -> Bool {
        let dollar = UInt8(ascii: "$")
        return text.utf8.withContiguousStorageIfAvailable { $0.contains(dollar) } ?? text.utf8.contains(dollar)
    }

    private func value(of reference: VariableReference, in text: String, at mark: Mark, log: DiagnosticLog) -> String? {
        guard SwiftIdentifier.isVariableName(reference.name) else {
            log.error("'${\(reference.name)}' in '\(text)' is not a valid environment variable name", at: mark)
            return nil
        }
        lookedUp.add(reference.name)
        if let value = environment[reference.name] { return value }
        if let fallback = reference.fallback { return fallback }
        log.error(
            "environment variable '\(reference.name)' is not set; set it or write '${\(reference.name):-default}'",
            at: mark)
        return nil
    }
}

/// The inside of `${...}`: a name and an optional `:-` default.
struct VariableReference {
    var name: String
    var fallback: String?

    init(_ body: Substring) {
        if let separator = body.range(of: ":-") {
            name = String(body[..<separator.lowerBound])
            fallback = String(body[separator.upperBound...])
        } else {
            name = String(body)
            fallback = nil
        }
    }
}

/// The environment variables a load asked for, by name (locked: cheap, as few strings ask).
final class LookedUpNames: @unchecked Sendable {
    private let lock = NSLock()
    private var names: Set<String> = []

    func add(_ name: String) {
        lock.withLock { _ = names.insert(name) }
    }

    /// Sorted.
    var sorted: [String] { lock.withLock { names.sorted() } }
}
