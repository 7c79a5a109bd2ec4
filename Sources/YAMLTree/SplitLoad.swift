import Foundation

/// Loads a large input as two parts at once: the text before a `SplitLine` on this thread,
/// the rest on a new one, each with its own libyaml parser and `TreeBuilder`; then the second
/// part's mapping goes onto the end of the first part's tree (`TailMerge`). libyaml's scan sets
/// the pace of a load, and it cannot be spread over threads any other way.
///
/// The result is exactly the serial load's, or nil, and then the caller loads serially: any
/// error in either part (the user must see the serial load's error, at its place), a second
/// document, a directive or `...` before the cut, an anchor before the cut and an alias after
/// it (`SplitLine.mayAliasAcross`), a merge key (its merges are applied when a mapping ends,
/// and the first part ends its mapping early), a first part libyaml counted other lines in (a
/// lone `\r`, a Unicode line separator), a last value at the cut's place (the empty value of a
/// `? key` with no `:`, whose mark libyaml takes from the token after it), no block mapping at
/// the cut's column on the first part's last path, a duplicate key across the cut, or limits
/// the whole input passes only in parts (nesting, alias expansion).
enum SplitLoad {
    /// The documents of `bytes`, cut at the first `SplitLine` from `target`, or nil: load it
    /// serially. Tests choose the target; by default it is a 64th before the middle, since
    /// this thread also finds the cut and merges (on the 7 MB bench spec, 45 M instructions
    /// beside the first part's 900 M; the second part's thread, 946 M in all).
    static func documents(of bytes: UnsafeBufferPointer<UInt8>, file: String, limits: YAMLLimits, near target: Int? = nil) -> [Node]? {
        guard let cut = SplitLine.find(in: bytes, near: target ?? bytes.count / 2 - bytes.count / 64) else { return nil }
        let head = UnsafeBufferPointer(rebasing: bytes[..<cut.offset])
        let tail = UnsafeBufferPointer(rebasing: bytes[cut.offset...])
        guard !SplitLine.hasDirectiveOrDocumentEnd(head), !SplitLine.mayAliasAcross(head: head, tail: tail) else { return nil }
        // The lines before the cut, which the second part's marks are shifted by, are counted
        // on its thread: this one also merges.
        let abandon = SplitPart.Abandon()
        let second = SplitPart(bytes: tail, file: file, linesBefore: head, limits: limits, abandon: abandon)
        let thread = Thread { second.load() }
        thread.start()
        let first = SplitPart(bytes: head, file: file, linesBefore: nil, limits: limits, abandon: abandon)
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
}
