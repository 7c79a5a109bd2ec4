import Dispatch
import Foundation

/// The fast path's check of the tree (`TreeWriter.unchangedReport`), run on its own thread from
/// before the spec is loaded: it needs only the output root, the options and the fingerprint
/// the last clean run recorded, so a no-op run costs about the longer of loading the spec and
/// checking the tree, not their sum; and when the spec's sources are those that run loaded
/// (`reportWithoutLoading`), only the check. Takes and releases the same lock as the check run in line
/// (a writer's, or a reader's for `--check`/`--dry-run`), so a concurrent writer is seen as
/// before: the check waits for it or fails as it did.
///
/// Only starts when the options allow the fast path and `.modgen/inputs` holds a record;
/// otherwise it is done at once with no report (the full path runs, as before).
package final class UnchangedTreeCheck: @unchecked Sendable {
    /// The options the check was started with: the run's.
    package let options: WriteOptions
    /// The fingerprint the last clean run recorded; nil when the check did not start.
    private let recorded: PlanFingerprint?
    private let store: StateStore
    private let lock = NSLock()
    private let group = DispatchGroup()
    private var abandoned = false
    private var inputs: BackgroundFingerprint?
    /// What the check found: a report, or what it threw. Two optionals, not a `Result`: the
    /// first `Result<_, WriteError>` a process makes has the runtime scan every conformance
    /// record for `WriteError: Error` (~180,000 instructions, 2 % of a no-op at 100 features).
    private var found: WriteReport?
    private var failure: WriteError?

    package init(writer: TreeWriter = TreeWriter(), root: String, options: WriteOptions) {
        self.options = options
        let store = StateStore(layout: OutputLayout(root: root), fileSystem: writer.fileSystem)
        self.store = store
        guard options.allowsFastPath, let recorded = store.readInputs()?.fingerprint
        else {
            recorded = nil
            return
        }
        self.recorded = recorded
        group.enter()
        DispatchQueue.global().async { [self] in
            do throws(WriteError) {
                let report = try writer.unchangedReport(at: root, inputs: recorded, options: options) {
                    self.isWanted(against: recorded)
                }
                lock.withLock { self.found = report }
            } catch {
                lock.withLock { self.failure = error }
            }
            group.leave()
        }
    }

    /// The report of a run that changes nothing: the tree is as the last clean run left it and
    /// `computing` turns out to be the fingerprint that run recorded; nil otherwise (then the
    /// full path plans while `computing` finishes). Waits for the check (which stops as soon as
    /// `computing` is known to differ) and throws what it threw (another run's lock).
    package func report(computing: BackgroundFingerprint) throws(WriteError) -> WriteReport? {
        guard let recorded else { return nil }
        lock.withLock { inputs = computing }
        group.wait()
        let (report, failure) = lock.withLock { (found, self.failure) }
        if let failure { throw failure }
        guard let report else { return nil }
        return computing.wait() == recorded ? report : nil
    }

    /// The report of a run that changes nothing, known before the spec is loaded: the sources
    /// the last clean run loaded (`.modgen/sources`, for the fingerprint it recorded) hash now
    /// as they did (`key`), so loading would give that fingerprint, and the tree is as that run
    /// left it. Nil otherwise (then load, and ask `report(computing:)`).
    package func reportWithoutLoading(_ key: SourcesKey) throws(WriteError) -> WriteReport? {
        guard let recorded, let sources = store.readSources(), sources.fingerprint == recorded,
            key.current(sources.listing) == sources.key
        else { return nil }
        return try report(computing: BackgroundFingerprint(known: recorded))
    }

    /// Stops the check: the run will not use it (the spec did not load). Does not wait: the
    /// check reads only, gives up at its next look, and may still be waiting for another
    /// run's lock (up to a second), which the failing run need not wait for.
    package func abandon() {
        lock.withLock { abandoned = true }
    }

    /// False once the check is abandoned or the fingerprint is known not to be `recorded`.
    private func isWanted(against recorded: PlanFingerprint) -> Bool {
        let (abandoned, inputs) = lock.withLock { (self.abandoned, self.inputs) }
        return !abandoned && inputs?.isKnown(toDifferFrom: recorded) != true
    }
}
