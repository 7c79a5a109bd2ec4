import Foundation

/// Loads a large input as parts parsed at once: the text cut before `SplitLine`s, each part
/// with its own libyaml parser and `TreeBuilder`, taken in order from a `SplitQueue` by this
/// thread and one more; then each part's mapping goes onto the end of the tree of the parts
/// before it (`SplitJoin`, `TailMerge`). libyaml's scan sets the pace of a load, and it
/// cannot be spread over threads any other way.
///
/// The parts shrink from first to last, so that the thread that finishes first takes the
/// next, and neither waits long for the other at the end: cut in two halves, the load ended
/// with the slower core's half (on the bench's 2-core VM one virtual CPU often runs at 0.6x
/// of the other, for seconds at a time; a laptop's efficiency core, likewise). This thread
/// joins each part as soon as it and those before it are done, between taking parts.
///
/// The result is exactly the serial load's, or nil, and then the caller loads serially: any
/// error in any part (the user must see the serial load's error, at its place), a second
/// document, a directive or `...` before the last cut, an anchor in one part and an alias in
/// a later one (`SplitLine.mayAliasAcross`), a merge key (its merges are applied when a
/// mapping ends, and a part ends its mappings early), or any check of `SplitJoin` failing.
enum SplitLoad {
    /// Where the parts would end but for the last (`SplitQueue.ends`): the targets
    /// `SplitLine` cuts from.
    static func targets(for count: Int) -> [Int] {
        Array(SplitQueue.ends(of: count).dropLast())
    }

    /// The documents of `bytes`, cut at the first `SplitLine` from each target (ascending),
    /// or nil: load it serially. Tests choose the targets; by default, `targets(for:)`.
    static func documents(of bytes: UnsafeBufferPointer<UInt8>, file: String, limits: YAMLLimits, near chosen: [Int]? = nil) -> [Node]? {
        joined(bytes, file: file, limits: limits, near: chosen).map { [$0.document] }
    }

    /// `documents`, as the join of the parts left it: its tree, and how many parts it had
    /// to copy (`SplitJoin.sharedParts`).
    static func joined(_ bytes: UnsafeBufferPointer<UInt8>, file: String, limits: YAMLLimits, near chosen: [Int]? = nil) -> SplitJoin? {
        guard let cuts = SplitLine.find(in: bytes, nearEach: chosen ?? targets(for: bytes.count)),
              let lastCut = cuts.last?.offset,
              !SplitLine.hasDirectiveOrDocumentEnd(UnsafeBufferPointer(rebasing: bytes[..<lastCut])),
              !SplitLine.mayAliasAcross(bytes, cuts: cuts.map(\.offset))
        else { return nil }
        let starts = [0] + cuts.map(\.offset)
        let ends = cuts.map(\.offset) + [bytes.count]
        let abandon = SplitPart.Abandon()
        let parts = starts.indices.map { index in
            SplitPart(bytes: UnsafeBufferPointer(rebasing: bytes[starts[index]..<ends[index]]), file: file,
                      linesBefore: index == 0 ? 0 : cuts[index - 1].linesBefore, limits: limits, abandon: abandon)
        }
        let queue = SplitQueue(count: parts.count)
        let helperDone = DispatchSemaphore(value: 0)
        let helper = Thread {
            while !abandon.isSet, let index = queue.take() { parts[index].load() }
            helperDone.signal()
        }
        helper.start()
        // The parts hold pointers into `bytes`: the helper must be done before this returns.
        defer { helperDone.wait() }
        var join: SplitJoin?
        var joined = 0
        /// Joins part `joined`, waiting for it; false: the split is given up.
        func joinNext() -> Bool {
            let builder = parts[joined].takeBuilder()
            if joined == 0 {
                join = SplitJoin(first: consume builder, file: file, limits: limits)
            } else if join?.append(consume builder, cutAt: cuts[joined - 1]) == false {
                join = nil
            }
            joined += 1
            if join == nil { abandon.set() }
            return join != nil
        }
        while !abandon.isSet, let index = queue.take() {
            parts[index].load()
            while joined < parts.count, parts[joined].isDone {
                guard joinNext() else { return nil }
            }
        }
        // Given up with parts never taken, which no one would finish.
        guard !abandon.isSet else { return nil }
        while joined < parts.count {
            guard joinNext() else { return nil }
        }
        return join
    }
}
