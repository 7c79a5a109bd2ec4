import Dispatch
import Foundation

/// A plan fingerprint computed on another thread while the fast path reads the tree.
final class BackgroundFingerprint: @unchecked Sendable {
    private let lock = NSLock()
    private let group = DispatchGroup()
    private var isDone = false
    private var value: PlanFingerprint?

    init(_ compute: @escaping @Sendable () -> PlanFingerprint?) {
        group.enter()
        DispatchQueue.global().async { [self] in
            let computed = compute()
            lock.withLock {
                value = computed
                isDone = true
            }
            group.leave()
        }
    }

    /// True once the fingerprint is computed and is not `other`; false while computing.
    func isKnown(toDifferFrom other: PlanFingerprint) -> Bool {
        lock.withLock { isDone && value != other }
    }

    /// The fingerprint, waiting for it.
    func wait() -> PlanFingerprint? {
        group.wait()
        return lock.withLock { value }
    }
}
