import Foundation

/// Where a large input can be cut for `SplitLoad`: the start of a line of `indent` >= 1
/// spaces and then a character that can begin a key (a letter, a digit, `_` or a quote), when
/// no later line is indented less (blank lines and comments aside). From there to the end the
/// text can only be the rest of one block mapping, the one whose keys are at that column: a
/// less indented line would close it, and a document marker or directive stands at column 1.
///
/// Only the text is read here; whether the cut really falls between two keys of one mapping
/// (and not inside a quoted scalar, a block scalar or a flow collection) is for the parses
/// and the merge to prove, and `SplitLoad` falls back to the serial load when they do not.
struct SplitLine: Equatable {
    /// The offset of the line's first byte.
    var offset: Int
    /// Spaces before the key: the mapping that goes on has its keys at column `indent + 1`.
    var indent: Int
    /// `\n` bytes before the line, which the part starting here shifts its marks by (libyaml
    /// may count more: `\r`, Unicode line separators; `SplitLoad` checks it did not).
    var linesBefore: Int

    private static let newline = UInt8(ascii: "\n")

    /// The first such line at or after `target`, or nil (see `find(in:nearEach:)`).
    static func find(in bytes: UnsafeBufferPointer<UInt8>, near target: Int) -> SplitLine? {
        find(in: bytes, nearEach: [target])?.first
    }

    /// The first such line at or after each of `targets` (ascending), without repeats; nil
    /// when there is none, a byte order mark (libyaml may then read UTF-16, and it drops the
    /// mark from the first line's columns), or a tab in the indentation of a line after the
    /// first target (libyaml's rules for tabs there differ by context).
    ///
    /// One pass forwards from the first target, keeping for each target reached the earliest
    /// line that still qualifies: a line indented less rules it out, and every line between
    /// (they are indented no less). A key line that comes when none qualifies is the next
    /// one. The lines are counted on the way. (Keeping every line that still qualified, and
    /// bounds-checked, the search for one cut cost 42 M instructions on the 7 MB bench spec;
    /// visiting each target at each line, the search for five 34 M.)
    static func find(in bytes: UnsafeBufferPointer<UInt8>, nearEach targets: [Int]) -> [SplitLine]? {
        guard let base = bytes.baseAddress, let firstTarget = targets.first, firstTarget > 0,
              targets.allSatisfy({ $0 < bytes.count }), zip(targets, targets.dropFirst()).allSatisfy({ $0 < $1 }),
              !startsWithByteOrderMark(bytes) else { return nil }
        // For each target reached: the line that qualifies so far (-1: none), its indent and
        // the line breaks before it.
        var best = [Int](repeating: -1, count: targets.count)
        var bestIndent = [Int](repeating: 0, count: targets.count)
        var bestLines = [Int](repeating: 0, count: targets.count)
        var reached = 0
        // Targets reached with no line that qualifies, and the deepest indent of those with
        // one: a line indented at least that deep, with none of the first kind, changes
        // nothing (nearly every line of a spec's modules), and the targets are not visited.
        var open = 0
        var deepest = 0
        // The line after the one `firstTarget - 1` falls in, and the line breaks before it.
        guard var start = nextLine(after: firstTarget - 1, in: bytes) else { return nil }
        var lines = lineBreaks(in: UnsafeBufferPointer(rebasing: bytes[..<start]))
        while start < bytes.count {
            while reached < targets.count, start >= targets[reached] {
                reached += 1
                open += 1
            }
            let first = start + spaces(at: start, in: bytes)
            let byte = first < bytes.count ? base[first] : newline
            if byte == UInt8(ascii: "\t") { return nil }
            if byte != newline, byte != UInt8(ascii: "#"), byte != UInt8(ascii: "\r"), open > 0 || first - start < deepest {
                let indent = first - start
                let beginsKey = indent >= 1 && canBeginKey(byte)
                open = 0
                deepest = 0
                for target in 0..<reached {
                    if best[target] >= 0, indent < bestIndent[target] { best[target] = -1 }
                    if best[target] < 0, beginsKey {
                        best[target] = start
                        bestIndent[target] = indent
                        bestLines[target] = lines
                    }
                    if best[target] < 0 { open += 1 } else { deepest = max(deepest, bestIndent[target]) }
                }
            }
            guard let next = nextLine(after: first, in: bytes) else { break }
            start = next
            lines += 1
        }
        var cuts: [SplitLine] = []
        for target in targets.indices where best[target] >= 0 && best[target] != cuts.last?.offset {
            cuts.append(SplitLine(offset: best[target], indent: bestIndent[target], linesBefore: bestLines[target]))
        }
        return cuts.isEmpty ? nil : cuts
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

    /// Whether a part may alias an anchor of an earlier part: a `&` in some part and a `*`
    /// anywhere in a later one (cut at the ascending `cuts`). Then a part would fail only at
    /// the alias, maybe at its end, with the work of all parts lost before the serial load (on
    /// the 7 MB bench spec cut in two, with one such alias near the end: 680 M instructions
    /// more), so the split is not tried.
    static func mayAliasAcross(_ bytes: UnsafeBufferPointer<UInt8>, cuts: [Int]) -> Bool {
        guard let base = bytes.baseAddress, let anchor = memchr(base, Int32(UInt8(ascii: "&")), bytes.count) else { return false }
        // The earliest anchor's part is the earliest part with one: any `*` after its end.
        let offset = base.distance(to: anchor.assumingMemoryBound(to: UInt8.self))
        guard let end = cuts.first(where: { $0 > offset }) else { return false }
        return contains(UInt8(ascii: "*"), in: UnsafeBufferPointer(rebasing: bytes[end...]))
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
    /// (7.7 M instructions for half the 7 MB bench spec. `find` counts the text before its
    /// first target this way and the lines after it one by one, as it passes them.)
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
