import Foundation

/// One part of a `SplitLoad`: its text parsed and built on whichever thread takes it, the
/// builder read by the merging thread once the part is done. A part that fails, or meets a
/// merge key, abandons the split, and the other parts stop at their next batch: the serial
/// load starts over, and a spec whose modules alias an anchor before a cut, or merge one,
/// costs a part's first batches more, not all parts.
final class SplitPart: @unchecked Sendable {
    /// Whether a part, or the merge, gave up the split; read once a batch.
    final class Abandon: @unchecked Sendable {
        private let lock = NSLock()
        private var abandoned = false

        var isSet: Bool { lock.withLock { abandoned } }

        func set() { lock.withLock { abandoned = true } }
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private let file: String
    /// Line breaks before the part, which its marks are shifted by.
    let linesBefore: Int
    private let limits: YAMLLimits
    private let abandon: Abandon
    private let lock = NSLock()
    private let finished = DispatchSemaphore(value: 0)
    private var done = false
    /// The builder after the whole part, nil when the part failed (its error is not the one
    /// to report: the serial load's is).
    private var builder: TreeBuilder?

    init(bytes: UnsafeBufferPointer<UInt8>, file: String, linesBefore: Int, limits: YAMLLimits, abandon: Abandon) {
        self.bytes = bytes
        self.file = file
        self.linesBefore = linesBefore
        self.limits = limits
        self.abandon = abandon
    }

    func load() {
        // Moved out of `built` under the lock: the main thread may join the part as soon as
        // `done` is set, and a reference still held here (a local of the parse, or `built`)
        // would make it copy the part's entries instead of moving them.
        var built = parse()
        lock.withLock {
            builder = built.take()
            done = true
        }
        finished.signal()
    }

    /// The builder after the part's whole text, nil when it failed (the split is abandoned).
    private func parse() -> TreeBuilder? {
        let reader = LibYAMLEventReader(file: file, linesBefore: linesBefore)
        var builder = TreeBuilder(file: file, limits: limits)
        do throws(YAMLError) {
            try reader.read(bytes) { [abandon, file] (batch) throws(YAMLError) in
                guard !abandon.isSet else { throw YAMLError(file: file, mark: nil, message: "another part gave up") }
                try builder.consume(batch)
                // A mapping that merges cannot be split (`SplitLoad`): no need to read on.
                guard !builder.sawMergeKey else { throw YAMLError(file: file, mark: nil, message: "a merge key") }
            }
        } catch {
            abandon.set()
            return nil
        }
        return builder
    }

    /// Whether `load` has ended (then `takeBuilder` does not wait).
    var isDone: Bool { lock.withLock { done } }

    /// The builder once `load` has ended, given up: the part keeps no reference to its nodes,
    /// so the merge changes them in place instead of copying the large mapping it grows.
    func takeBuilder() -> TreeBuilder? {
        if !isDone { finished.wait() }
        return lock.withLock { builder.take() }
    }
}
