import Foundation

/// The parts of a piece of work not yet taken (a `SplitLoad`'s text, `ModuleDecodeSplit`'s
/// modules), handed out in order to whichever thread asks: a thread on a faster core (a
/// performance core, or a virtual CPU its host runs more of) takes more of them, instead of
/// both waiting at the end for the slower one's half.
package final class SplitQueue: @unchecked Sendable {
    /// The parts' shares of the work, in 25ths, first to last: shrinking, so that the thread
    /// that finishes first takes the next, and neither waits long for the other at the end.
    package static let shares = [9, 6, 4, 3, 2, 1]

    /// Where each part of `count` items ends, by `shares`; the last at `count`.
    package static func ends(of count: Int) -> [Int] {
        let whole = shares.reduce(0, +)
        var before = 0
        return shares.map { share in
            before += share
            return count / whole * before + count % whole * before / whole
        }
    }

    private let lock = NSLock()
    private let count: Int
    private var next = 0

    package init(count: Int) {
        self.count = count
    }

    /// The next part's number, or nil: all are taken.
    package func take() -> Int? {
        lock.withLock {
            guard next < count else { return nil }
            defer { next += 1 }
            return next
        }
    }
}
