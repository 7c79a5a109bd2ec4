import Foundation
import Testing

@testable import ModgenPlanning

/// Each output is written straight into its index's slot of the result by whichever thread
/// took the index: the result must be the sequential map's, whatever the thread count, with
/// every slot initialized (strings of many lengths, so a slot left out or written twice shows).
@Suite struct OrderedParallelMapTests {
    @Test(arguments: [1, 2, 3, 7])
    func theResultIsTheSequentialMapsOnAnyNumberOfThreads(threads: Int) {
        for count in [0, 1, OrderedParallelMap.batchSize - 1, OrderedParallelMap.batchSize + 1, 1_000] {
            let mapped = OrderedParallelMap.map(count: count, threads: threads) {
                { index in "item \(index) " + String(repeating: "x", count: index % 40) }
            }
            #expect(mapped == (0..<count).map { "item \($0) " + String(repeating: "x", count: $0 % 40) }, "count \(count)")
        }
    }

    @Test func eachWorkerIsMadeOncePerThread() {
        let made = Counter()
        let mapped = OrderedParallelMap.map(count: 200, threads: 2) {
            made.add()
            return { $0 * 2 }
        }
        #expect(mapped == (0..<200).map { $0 * 2 })
        #expect(made.value <= 2)
    }
}

private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func add() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
