import Foundation

/// Maps `0..<count` on several threads and returns the results in index order, so the
/// outcome does not depend on the thread count. Each thread builds its own worker with
/// `makeWorker` (so non-thread-safe state, like Stencil's parsed templates, is never shared)
/// and takes indices in small batches.
package enum OrderedParallelMap {
    static let batchSize = 8

    package static func map<Output: Sendable>(count: Int, threads: Int, makeWorker: @Sendable () -> (Int) -> Output) -> [Output] {
        let queue = BatchQueue(count: count, batchSize: batchSize)
        let collected = Collector<Output>()
        DispatchQueue.concurrentPerform(iterations: max(1, threads)) { _ in
            let work = makeWorker()
            var local: [(Int, Output)] = []
            while let batch = queue.next() {
                for index in batch { local.append((index, work(index))) }
            }
            collected.add(local)
        }
        return collected.inOrder()
    }

    /// One thread per core, or one when there is too little work to share.
    package static func threads(for count: Int, threshold: Int) -> Int {
        guard count >= threshold else { return 1 }
        return max(1, min(ProcessInfo.processInfo.activeProcessorCount, count / batchSize))
    }
}

/// Hands out consecutive index ranges of `0..<count` to whichever thread asks next (also the
/// no-op's tree check, `UnchangedTree`).
package final class BatchQueue: @unchecked Sendable {
    private let lock = NSLock()
    private let count: Int
    private let batchSize: Int
    private var start = 0

    package init(count: Int, batchSize: Int) {
        self.count = count
        self.batchSize = batchSize
    }

    package func next() -> Range<Int>? {
        lock.withLock {
            guard start < count else { return nil }
            let end = min(start + batchSize, count)
            defer { start = end }
            return start..<end
        }
    }
}

/// Gathers the threads' (index, output) pairs; read once every thread is done.
private final class Collector<Output: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var pairs: [(Int, Output)] = []

    func add(_ more: [(Int, Output)]) {
        lock.withLock { pairs += more }
    }

    func inOrder() -> [Output] {
        lock.withLock { pairs.sorted { $0.0 < $1.0 }.map(\.1) }
    }
}
