import YAMLTree

/// Collects the diagnostics of one load. An exact repeat (the same message at the same
/// place, e.g. from a template many modules use) is kept once. Past `limit` diagnostics
/// (a generated spec gone wrong can make millions), the rest are counted, not kept, and
/// one last diagnostic says how many were left out.
package final class DiagnosticLog {
    static let defaultLimit = 1_000

    let limit: Int
    private var kept: [Diagnostic] = []
    private var seen: Set<Diagnostic> = []
    private var left: (first: Diagnostic, count: Int, errors: Bool)?

    package init(limit: Int = DiagnosticLog.defaultLimit) {
        self.limit = limit
    }

    /// What was kept, then the note on what was left out (if anything was).
    package var items: [Diagnostic] {
        guard let left else { return kept }
        let what = left.count == 1 ? "1 more diagnostic" : "\(left.count) more diagnostics"
        let summary = Diagnostic(
            left.errors ? .error : .warning,
            "\(what) from here on not shown (modgen lists the first \(limit))",
            at: left.first.location, file: left.first.file)
        return kept + [summary]
    }

    package func error(_ message: String, at mark: Mark?) {
        add(.error(message, at: mark))
    }

    package func warning(_ message: String, at mark: Mark?) {
        add(.warning(message, at: mark))
    }

    /// Adds `diagnostic` with its user text made printable on one line (`PrintableText`).
    package func add(_ diagnostic: Diagnostic) {
        var diagnostic = diagnostic
        diagnostic.message = PrintableText.escaped(diagnostic.message)
        diagnostic.file = diagnostic.file.map(PrintableText.escaped)
        if let file = diagnostic.location?.file { diagnostic.location?.file = PrintableText.escaped(file) }
        addPrintable(diagnostic)
    }

    /// Adds the `items` of another log, in their order, as if each had been added here: they
    /// are printable already, so they are not escaped twice.
    package func add(contentsOf items: [Diagnostic]) {
        for diagnostic in items { addPrintable(diagnostic) }
    }

    private func addPrintable(_ diagnostic: Diagnostic) {
        if kept.count < limit {
            if seen.insert(diagnostic).inserted { kept.append(diagnostic) }
            return
        }
        guard !seen.contains(diagnostic) else { return }
        let isError = diagnostic.severity == .error
        if let current = left {
            left = (current.first, current.count + 1, current.errors || isError)
        } else {
            left = (diagnostic, 1, isError)
        }
    }

    var hasErrors: Bool { kept.hasErrors || left?.errors == true }
}
