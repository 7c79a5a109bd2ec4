import Dispatch

/// Two independent pieces of work, on two threads or one after the other on this one.
///
/// A thread hop costs tens of microseconds: only work of a large graph pays for it, and a
/// small spec runs both here, in order.
package enum TwoLanes {
    package static func run<First: Sendable, Second: Sendable>(
        parallel: Bool, _ first: @Sendable () -> First, _ second: @Sendable () -> Second
    ) -> (First, Second) {
        guard parallel else { return (first(), second()) }
        let results = LaneResults<First, Second>()
        DispatchQueue.concurrentPerform(iterations: 2) { lane in
            if lane == 0 { results.first = first() } else { results.second = second() }
        }
        // Taken out of the holder, not copied: a copy would share the results' arrays with it,
        // and the caller's first change to one would copy the whole array. Both are set once
        // concurrentPerform returns; the fallbacks never run (they keep this free of a trap).
        var firstResult: First?
        var secondResult: Second?
        swap(&firstResult, &results.first)
        swap(&secondResult, &results.second)
        return (firstResult ?? first(), secondResult ?? second())
    }
}

/// The two lanes' results. `@unchecked Sendable`: each property is written by one lane only,
/// and read only after `concurrentPerform` has returned, which waits for both lanes (and so
/// orders their writes before the reads); no two threads touch one property at once.
private final class LaneResults<First, Second>: @unchecked Sendable {
    var first: First?
    var second: Second?
}
