import YAMLTree

/// Collects the diagnostics of one load. Nothing is dropped; an exact repeat (the same
/// message at the same place, e.g. from a template many modules use) is kept once.
final class DiagnosticLog {
    private(set) var items: [Diagnostic] = []
    private var seen: Set<Diagnostic> = []

    func error(_ message: String, at mark: Mark?) {
        add(.error(message, at: mark))
    }

    func warning(_ message: String, at mark: Mark?) {
        add(.warning(message, at: mark))
    }

    func add(_ diagnostic: Diagnostic) {
        if seen.insert(diagnostic).inserted { items.append(diagnostic) }
    }

    var hasErrors: Bool { items.hasErrors }
}
