import Foundation

/// What each of several tasks run on different threads found, by task (a part a `SplitQueue`
/// handed out, a lane's piece of work); nil where a task found nothing or has not finished.
/// Unchecked `Sendable`: every read and write is behind `lock`.
package final class TaskResults<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var found: [Value?]

    package init(count: Int) {
        found = Array(repeating: nil, count: count)
    }

    package func set(_ task: Int, _ value: Value) {
        lock.withLock { found[task] = value }
    }

    /// Every task's, in task order.
    package var values: [Value?] {
        lock.withLock { found }
    }
}
