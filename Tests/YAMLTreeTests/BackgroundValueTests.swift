import Foundation
import Testing
@testable import YAMLTree

/// Work started on another thread (or here, for small work) and waited for later.
@Suite struct BackgroundValueTests {
    /// Counts the calls of the closure, from whichever thread makes them.
    private final class Calls: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func add() { lock.withLock { count += 1 } }
        var value: Int { lock.withLock { count } }
    }

    @Test func theValueIsComputedOnceOnAnotherThreadAndWaitedFor() {
        let calls = Calls()
        let started = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let value = BackgroundValue { () -> Int in
            calls.add()
            started.signal()
            release.wait()
            return 42
        }
        // The closure runs while this thread goes on (it would deadlock here otherwise).
        started.wait()
        release.signal()
        #expect(value.value == 42)
        #expect(value.value == 42)
        #expect(calls.value == 1)
    }

    @Test func notConcurrentlyItIsComputedHereAndNow() {
        let calls = Calls()
        let caller = pthread_self()
        let value = BackgroundValue(concurrently: false) { () -> Bool in
            calls.add()
            return pthread_equal(pthread_self(), caller) != 0
        }
        #expect(calls.value == 1)
        #expect(value.value)
        #expect(calls.value == 1)
    }

    @Test func concurrentlyItIsComputedOnAnotherThread() {
        let caller = pthread_self()
        let value = BackgroundValue { pthread_equal(pthread_self(), caller) != 0 }
        #expect(!value.value)
    }
}
