import Foundation

/// Large values a one-shot process would free only to exit a moment later: the spec's node
/// tree once typed, the typed spec once resolved. When the program turns holding on
/// (`modgen` does, before anything else), `keep` holds them until the process ends, so their
/// freeing (~200 M instructions for the bench's 7 MB spec, on the thread the user waits for)
/// never happens; in a library or a test process, holding is off and `keep` does nothing,
/// so the values are freed as usual.
public enum ProcessEndHold {
    static let state = HeldValues()

    /// Turns holding on for the rest of the process.
    public static func enable() {
        state.enable()
    }

    /// Holds `value` until the process ends when holding is on.
    public static func keep<Value>(_ value: consuming Value) {
        state.keep(value)
    }
}

/// The held values, behind a lock (loads run on several threads).
final class HeldValues: @unchecked Sendable {
    private let lock = NSLock()
    private var isEnabled = false
    private var values: [Any] = []

    func enable() {
        lock.withLock { isEnabled = true }
    }

    func keep<Value>(_ value: consuming Value) {
        let held: Any = value
        lock.withLock {
            if isEnabled { values.append(held) }
        }
    }
}
