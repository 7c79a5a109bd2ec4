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
        // The line that qualifies so far, and its indent; -1: none.
        var best = -1
        var bestIndent = 0
        // The line after the one `target - 1` falls in.
        guard var start = nextLine(after: target - 1, in: bytes) else { return nil }
        while start < bytes.count {
            let first = start + spaces(at: start, in: bytes)
            let byte = first < bytes.count ? base[first] : newline
            if byte == UInt8(ascii: "\t") { return nil }
            if byte != newline, byte != UInt8(ascii: "#"), byte != UInt8(ascii: "\r") {
                let indent = first - start
                if best >= 0, indent < bestIndent { best = -1 }
                if best < 0, indent >= 1, canBeginKey(byte) {
                    best = start
                    bestIndent = indent
                }
            }
            guard let next = nextLine(after: first, in: bytes) else { break }
            start = next
        }
        guard best >= 0 else { return nil }
        return SplitLine(offset: best, indent: bestIndent)
    }

    /// The number of spaces from `offset` on, eight bytes compared at once.
    @inline(__always)
    private static func spaces(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        var end = offset
        while end + 8 <= bytes.count {
            // Read little-endian, the first byte is the lowest; a space gives a zero byte.
            let word = UInt64(littleEndian: UnsafeRawPointer(base + end).loadUnaligned(as: UInt64.self)) ^ (bytesOf * UInt64(UInt8(ascii: " ")))
            guard word == 0 else { return end - offset + word.trailingZeroBitCount / 8 }
            end += 8
        }
        while end < bytes.count, base[end] == UInt8(ascii: " ") { end += 1 }
        return end - offset
    }

    /// 1 in each byte of a word.
    private static let bytesOf: UInt64 = 0x0101_0101_0101_0101

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

    /// Whether `tail` may alias an anchor of `head`: `head` has a `&` and `tail` a `*`
    /// anywhere. Then the second part would fail only at the alias, maybe at its end, with
    /// both parts' work lost before the serial load (on the 7 MB bench spec with one such
    /// alias near the end: 680 M instructions more), so the split is not tried.
    static func mayAliasAcross(head: UnsafeBufferPointer<UInt8>, tail: UnsafeBufferPointer<UInt8>) -> Bool {
        contains(UInt8(ascii: "&"), in: head) && contains(UInt8(ascii: "*"), in: tail)
    }

    private static func contains(_ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        return memchr(base, Int32(byte), bytes.count) != nil
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

    /// The number of `\n` bytes, eight compared at once: a byte's high bit is set where it
    /// was a `\n`, and the bits are summed per byte lane, added up before a lane can overflow.
    /// (7.7 M instructions for half the 7 MB bench spec, as many as byte by byte: the second
    /// part's thread counts them, the first part's has the merge to do.)
    static func lineBreaks(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        let breaks = bytesOf * UInt64(newline)
        var count = 0
        var offset = 0
        while offset + 8 <= bytes.count {
            var lanes: UInt64 = 0
            var words = 0
            while words < 255, offset + 8 <= bytes.count {
                let word = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self) ^ breaks
                // High bit set exactly in the zero bytes (no carry crosses a byte: lows are added to 7-bit values).
                lanes &+= ~(((word & lows) &+ lows) | word | lows) >> 7
                offset += 8
                words += 1
            }
            // Lanes summed in pairs first: eight of up to 255 overflow a byte, four of up to
            // 510 do not overflow 16 bits.
            let pairs = (lanes & 0x00FF_00FF_00FF_00FF) &+ ((lanes >> 8) & 0x00FF_00FF_00FF_00FF)
            count += Int((pairs &* 0x0001_0001_0001_0001) >> 48)
        }
        while offset < bytes.count {
            if base[offset] == newline { count += 1 }
            offset += 1
        }
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
