import Foundation

/// Work started on a new thread of its own now and waited for later. A new thread, not a
/// pool's: the caller may itself be a pool's thread, and a pool whose threads all waited here
/// would never run the work.
final class SecondThread<Value: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var value: Value?

    init(_ work: @escaping @Sendable () -> Value) {
        let thread = Thread { [self] in
            let result = work()
            condition.lock()
            value = result
            condition.broadcast()
            condition.unlock()
        }
        thread.start()
    }

    /// The work's value, once it is done.
    func wait() -> Value {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let value { return value }
            condition.wait()
        }
    }
}
