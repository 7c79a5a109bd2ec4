import Foundation

/// Hands batches of events from the thread that parses to the one that builds the tree, so
/// the two run at once on a large input (libyaml's scan is about two thirds of a load). At
/// most `capacity` batches wait at a time, so a parse that runs ahead holds a few thousand
/// events, not the stream. The parser ends the pipe with the stream's outcome; the builder
/// cancels it when it stops early (its own error), and the parser then stops at its next batch.
final class EventPipe: @unchecked Sendable {
    private let condition = NSCondition()
    private let capacity: Int
    private var waiting: [EventBatch] = []
    private var next = 0
    private var outcome: Result<Void, YAMLError>?
    private var cancelled = false
    private var parserDone = false

    init(capacity: Int = 8) {
        self.capacity = capacity
    }

    /// The parser's side: queues `batch`, waiting while the pipe is full; false when the
    /// builder cancelled (the parser stops).
    func put(_ batch: consuming EventBatch) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while waiting.count - next >= capacity && !cancelled { condition.wait() }
        guard !cancelled else { return false }
        if next > 0 && next == waiting.count {
            waiting.removeAll(keepingCapacity: true)
            next = 0
        }
        waiting.append(batch)
        condition.broadcast()
        return true
    }

    /// The parser's side, last: how the stream ended (an error after the events before it).
    func finish(_ result: Result<Void, YAMLError>) {
        condition.lock()
        outcome = result
        parserDone = true
        condition.broadcast()
        condition.unlock()
    }

    /// The builder's side: the next batch, or nil once the parser finished and every batch
    /// was taken (then `result` says how the stream ended).
    func take() -> EventBatch? {
        condition.lock()
        defer { condition.unlock() }
        while next == waiting.count && !parserDone { condition.wait() }
        guard next < waiting.count else { return nil }
        let batch = waiting[next]
        waiting[next] = EventBatch.spent
        next += 1
        condition.broadcast()
        return batch
    }

    /// How the parser ended the stream (after `take` gave nil).
    func result() -> Result<Void, YAMLError> {
        condition.lock()
        defer { condition.unlock() }
        return outcome ?? .success(())
    }

    /// The builder's side when it stops early: the parser stops at its next batch. Returns
    /// once the parser has finished, so the bytes it reads may go.
    func cancelAndWait() {
        condition.lock()
        cancelled = true
        condition.broadcast()
        while !parserDone { condition.wait() }
        condition.unlock()
    }
}
