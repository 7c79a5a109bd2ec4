import Foundation

/// Loads a large input as two parts at once: the text before a `SplitLine` on this thread,
/// the rest on a new one, each with its own libyaml parser and `TreeBuilder`; then the second
/// part's mapping goes onto the end of the first part's tree (`TailMerge`). libyaml's scan sets
/// the pace of a load, and it cannot be spread over threads any other way.
///
/// The result is exactly the serial load's, or nil, and then the caller loads serially: any
/// error in either part (the user must see the serial load's error, at its place), a second
/// document, a merge key (its merges are applied when a mapping ends, and the first part ends
/// its mapping early), a first part libyaml counted other lines in (a lone `\r`, a Unicode line
/// separator), a last value at the cut's place (the empty value of a `? key` with no `:`,
/// whose mark libyaml takes from the token after it), no mapping at the cut's column on the
/// first part's last path, a duplicate key across the cut, or limits the whole input passes
/// only in parts (nesting, alias expansion).
enum SplitLoad {
    /// The documents of `bytes`, cut at the first `SplitLine` from `target`, or nil: load it
    /// serially. Tests choose the target; by default it is a 64th before the middle, since
    /// this thread also finds the cut and merges (on the 7 MB bench spec, 44 M instructions
    /// beside the first part's 928 M, and the second part's thread 916 M in all).
    static func documents(of bytes: UnsafeBufferPointer<UInt8>, file: String, limits: YAMLLimits, near target: Int? = nil) -> [Node]? {
        guard let cut = SplitLine.find(in: bytes, near: target ?? bytes.count / 2 - bytes.count / 64) else { return nil }
        let head = UnsafeBufferPointer(rebasing: bytes[..<cut.offset])
        let tail = UnsafeBufferPointer(rebasing: bytes[cut.offset...])
        guard !SplitLine.hasDirectiveOrDocumentEnd(head) else { return nil }
        // The lines before the cut, which the second part's marks are shifted by, are counted
        // on its thread: this one also merges.
        let second = Part(bytes: tail, file: file, linesBefore: head, limits: limits)
        let thread = Thread { second.load() }
        thread.start()
        let first = Part(bytes: head, file: file, linesBefore: nil, limits: limits)
        first.load()
        // The second part's builder is read only after its thread said it was done.
        second.wait()
        guard let firstBuilder = first.takeBuilder(), let secondBuilder = second.takeBuilder(),
              firstBuilder.streamEnd == Mark(file: file, line: second.linesBefore + 1, column: 1),
              !firstBuilder.sawMergeKey, !secondBuilder.sawMergeKey,
              firstBuilder.expanded + secondBuilder.expanded <= limits.maxAliasExpansion
        else { return nil }
        let deepest = secondBuilder.deepest
        var documents = firstBuilder.finishedDocuments()
        let tails = secondBuilder.finishedDocuments()
        guard documents.count == 1, tails.count == 1, let entries = tails[0].mapping?.entries,
              let last = TailMerge.lastLeaf(of: documents[0]), last.mark.line <= second.linesBefore,
              let depth = TailMerge.append(entries, toMappingAtColumn: cut.indent + 1, in: &documents[0]),
              deepest + depth - 1 <= limits.maxDepth
        else { return nil }
        return documents
    }

    /// One part's load, run by one thread and read by another once `wait` returns.
    private final class Part: @unchecked Sendable {
        private let bytes: UnsafeBufferPointer<UInt8>
        private let file: String
        /// The text before the part, whose lines the part's marks are shifted by; nil: none.
        private let before: UnsafeBufferPointer<UInt8>?
        private let limits: YAMLLimits
        /// Line breaks before the part (libyaml may count more: `\r`, Unicode line separators).
        private(set) var linesBefore = 0
        private let done = DispatchSemaphore(value: 0)
        /// The builder after the whole part, nil when the part failed (its error is not the
        /// one to report: the serial load's is).
        private var builder: TreeBuilder?

        init(bytes: UnsafeBufferPointer<UInt8>, file: String, linesBefore before: UnsafeBufferPointer<UInt8>?, limits: YAMLLimits) {
            self.bytes = bytes
            self.file = file
            self.before = before
            self.limits = limits
        }

        func load() {
            linesBefore = before.map(SplitLine.lineBreaks) ?? 0
            let reader = LibYAMLEventReader(file: file, linesBefore: linesBefore)
            var builder = TreeBuilder(file: file, limits: limits)
            do throws(YAMLError) {
                try reader.read(bytes) { (batch) throws(YAMLError) in try builder.consume(batch) }
                self.builder = builder
            } catch {
                self.builder = nil
            }
            done.signal()
        }

        func wait() {
            done.wait()
        }

        /// The builder, given up: the part keeps no reference to its nodes, so the merge
        /// changes them in place instead of copying the large mapping it grows.
        func takeBuilder() -> TreeBuilder? {
            defer { builder = nil }
            return builder
        }
    }
}
