import Foundation

/// Maps `0..<count` on several threads and returns the results in index order, so the
/// outcome does not depend on the thread count. Each thread builds its own worker with
/// `makeWorker` (so non-thread-safe state, like Stencil's parsed templates, is never shared)
/// and takes indices in small batches.
package enum OrderedParallelMap {
    static let batchSize = 8

    /// Each output goes straight to its index's place in the result: gathered per thread, then
    /// sorted by index and copied out, they were a single-threaded stretch after every map (a
    /// cold run at 1,000 features maps 5,000 tasks, each holding a module's files).
    package static func map<Output: Sendable>(count: Int, threads: Int, makeWorker: @Sendable () -> (Int) -> Output) -> [Output] {
        guard count > 0 else { return [] }
        let queue = BatchQueue(count: count, batchSize: batchSize)
        return [Output](unsafeUninitializedCapacity: count) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            let slots = Slots(base: base)
            DispatchQueue.concurrentPerform(iterations: max(1, threads)) { _ in
                let work = makeWorker()
                while let batch = queue.next() {
                    for index in batch { (slots.base + index).initialize(to: work(index)) }
                }
            }
            // The queue handed out every index once, and `concurrentPerform` returns after
            // every thread: each slot is initialized, by one thread, before this line.
            initialized = count
        }
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

/// The result's storage, each slot written by the one thread its index was handed to.
private struct Slots<Output>: @unchecked Sendable {
    let base: UnsafeMutablePointer<Output>
}
