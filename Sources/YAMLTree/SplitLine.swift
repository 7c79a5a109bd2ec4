import Foundation

/// Where a large input can be cut in two for `SplitLoad`: the start of a line of `indent` >= 1
/// spaces and then a character that can begin a key (a letter, a digit, `_` or a quote), when
/// no later line is indented less (blank lines and comments aside). From there to the end the
/// text can only be the rest of one block mapping, the one whose keys are at that column: a
/// less indented line would close it, and a document marker or directive stands at column 1.
///
/// Only the text is read here; whether the cut really falls between two keys of one mapping
/// (and not inside a quoted scalar, a block scalar or a flow collection) is for the two parses
/// and the merge to prove, and `SplitLoad` falls back to the serial load when they do not.
struct SplitLine {
    /// The offset of the line's first byte.
    var offset: Int
    /// Line breaks before the line: the second part's marks are shifted by this many lines.
    var linesBefore: Int
    /// Spaces before the key: the mapping that goes on has its keys at column `indent + 1`.
    var indent: Int

    private static let newline = UInt8(ascii: "\n")

    /// The first such line at or after `target`, or nil: none, a byte order mark (libyaml may
    /// then read UTF-16, and it drops the mark from the first line's columns), or a tab in the
    /// indentation of a line after `target` (libyaml's rules for tabs there differ by context).
    ///
    /// Read forwards, keeping the earliest line that still qualifies: a line indented less
    /// rules it out, and every line between (they are indented no less). A key line that comes
    /// when none qualifies is the next one. (Keeping every line that still qualified, and
    /// bounds-checked, the search cost 42 M instructions on the 7 MB bench spec.)
    static func find(in bytes: UnsafeBufferPointer<UInt8>, near target: Int) -> SplitLine? {
        guard let base = bytes.baseAddress, target > 0, target < bytes.count, !startsWithByteOrderMark(bytes) else { return nil }
        var best: (offset: Int, indent: Int)?
        // The line after the one `target - 1` falls in.
        guard var start = nextLine(after: target - 1, in: bytes) else { return nil }
        while start < bytes.count {
            var first = start
            while first < bytes.count, base[first] == UInt8(ascii: " ") { first += 1 }
            let byte = first < bytes.count ? base[first] : newline
            if byte == UInt8(ascii: "\t") { return nil }
            if byte != newline, byte != UInt8(ascii: "#"), byte != UInt8(ascii: "\r") {
                let indent = first - start
                if let kept = best, indent < kept.indent { best = nil }
                if best == nil, indent >= 1, canBeginKey(byte) { best = (start, indent) }
            }
            guard let next = nextLine(after: first, in: bytes) else { break }
            start = next
        }
        guard let best else { return nil }
        return SplitLine(offset: best.offset, linesBefore: lineBreaks(in: UnsafeBufferPointer(rebasing: bytes[..<best.offset])), indent: best.indent)
    }

    /// The offset after the first `\n` at or after `offset`; nil when there is none.
    @inline(__always)
    private static func nextLine(after offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress, offset < bytes.count, let found = memchr(base + offset, Int32(newline), bytes.count - offset) else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
    }

    /// Whether `head` (the text before the cut) has a line opening with `%` (a directive,
    /// which may rename the tag handles the second part uses) or `...` (a document's end,
    /// after which the second part would not continue it). Either is reason enough to fall
    /// back, even where it stands inside a scalar.
    static func hasDirectiveOrDocumentEnd(_ head: UnsafeBufferPointer<UInt8>) -> Bool {
        hasLine(startingWith: Array("%".utf8), in: head) || hasLine(startingWith: Array("...".utf8), in: head)
    }

    /// Whether a line of `bytes` starts with `prefix`: each place its first byte is (found
    /// by `memchr`, quick when the byte is rare) is looked at, not each line.
    private static func hasLine(startingWith prefix: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress, let head = prefix.first else { return false }
        var start = 0
        while start < bytes.count, let found = memchr(base + start, Int32(head), bytes.count - start) {
            let offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if offset == 0 || bytes[offset - 1] == newline, UnsafeBufferPointer(rebasing: bytes[offset...]).starts(with: prefix) {
                return true
            }
            start = offset + 1
        }
        return false
    }

    /// The number of `\n` bytes, counted in a loop the compiler can vectorise.
    static func lineBreaks(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0
        for byte in bytes { count &+= byte == newline ? 1 : 0 }
        return count
    }

    private static func startsWithByteOrderMark(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.starts(with: [0xEF, 0xBB, 0xBF]) || bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE])
    }

    private static func canBeginKey(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "\""), UInt8(ascii: "'"):
            return true
        default:
            return false
        }
    }
}
