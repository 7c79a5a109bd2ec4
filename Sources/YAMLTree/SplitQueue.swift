import Foundation

/// The parts of a `SplitLoad` not yet taken, handed out in order to whichever thread asks:
/// a thread on a faster core (a performance core, or a virtual CPU its host runs more of)
/// takes more of them, instead of both waiting at the end for the slower one's half.
final class SplitQueue: @unchecked Sendable {
    private let lock = NSLock()
    private let count: Int
    private var next = 0

    init(count: Int) {
        self.count = count
    }

    /// The next part's number, or nil: all are taken.
    func take() -> Int? {
        lock.withLock {
            guard next < count else { return nil }
            defer { next += 1 }
            return next
        }
    }
}
