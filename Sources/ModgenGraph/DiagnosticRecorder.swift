import ModgenDiagnostics
import YAMLTree

/// The diagnostics of one of the resolver's checks, kept as written, in order, to be handed
/// to the load's `DiagnosticLog` later (`replay(_:into:)`).
///
/// The checks after linking run on two threads, and `DiagnosticLog` is a class for one
/// thread. A `DiagnosticLog` of its own per check would not do either: it drops repeats, and
/// past its limit the load's log counts a repeat again, so what it kept would not say what the
/// load's log would have been told. This keeps every call; replayed in the order the checks
/// ran one after another, the load's log ends up exactly as if they had written to it.
final class DiagnosticRecorder {
    private(set) var items: [Diagnostic] = []

    func error(_ message: String, at mark: Mark?) {
        items.append(.error(message, at: mark))
    }

    func warning(_ message: String, at mark: Mark?) {
        items.append(.warning(message, at: mark))
    }

    /// Every recorded diagnostic added to `log`, in the order recorded.
    static func replay(_ items: [Diagnostic], into log: DiagnosticLog) {
        for item in items { log.add(item) }
    }
}
