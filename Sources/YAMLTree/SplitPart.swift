import Foundation

/// One part of a `SplitLoad`: its text parsed and built on one thread, the builder read by
/// another once `wait` returns. A part that fails, or meets a merge key, abandons the split,
/// and the other part stops at its next batch: the serial load starts over, and a spec whose
/// modules alias an anchor before the cut, or merge one, costs a part's first batches more,
/// not both parts.
final class SplitPart: @unchecked Sendable {
    /// Whether a part gave up the split; read once a batch.
    final class Abandon: @unchecked Sendable {
        private let lock = NSLock()
        private var abandoned = false

        var isSet: Bool { lock.withLock { abandoned } }

        func set() { lock.withLock { abandoned = true } }
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private let file: String
    /// The text before the part, whose lines the part's marks are shifted by; nil: none.
    private let before: UnsafeBufferPointer<UInt8>?
    private let limits: YAMLLimits
    private let abandon: Abandon
    private let done = DispatchSemaphore(value: 0)
    /// Line breaks before the part (libyaml may count more: `\r`, Unicode line separators).
    private(set) var linesBefore = 0
    /// The builder after the whole part, nil when the part failed (its error is not the one
    /// to report: the serial load's is).
    private var builder: TreeBuilder?

    init(bytes: UnsafeBufferPointer<UInt8>, file: String, linesBefore before: UnsafeBufferPointer<UInt8>?, limits: YAMLLimits, abandon: Abandon) {
        self.bytes = bytes
        self.file = file
        self.before = before
        self.limits = limits
        self.abandon = abandon
    }

    func load() {
        linesBefore = before.map(SplitLine.lineBreaks) ?? 0
        let reader = LibYAMLEventReader(file: file, linesBefore: linesBefore)
        var builder = TreeBuilder(file: file, limits: limits)
        do throws(YAMLError) {
            try reader.read(bytes) { [abandon, file] (batch) throws(YAMLError) in
                guard !abandon.isSet else { throw YAMLError(file: file, mark: nil, message: "the other part gave up") }
                try builder.consume(batch)
                // A mapping that merges cannot be split (`SplitLoad`): no need to read on.
                guard !builder.sawMergeKey else { throw YAMLError(file: file, mark: nil, message: "a merge key") }
            }
            self.builder = builder
        } catch {
            self.builder = nil
            abandon.set()
        }
        done.signal()
    }

    func wait() {
        done.wait()
    }

    /// The builder, given up: the part keeps no reference to its nodes, so the merge changes
    /// them in place instead of copying the large mapping it grows.
    func takeBuilder() -> TreeBuilder? {
        defer { builder = nil }
        return builder
    }
}
