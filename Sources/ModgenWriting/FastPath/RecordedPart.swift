import ModgenPlanning
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One entry line of `.modgen/state` as the fast path reads it: where its path lies in the
/// file's bytes, and what the line says of it. No `String` is made of the path: the no-op
/// reads its bytes (`lstat`, the stat record, the rules) and reports it as a range of the
/// file (`PathList`).
struct RecordedPath: Sendable {
    /// The path is `bytes[start..<end]` of the state file.
    var start: Int
    var end: Int
    var entry: WriteState.Entry
}

/// The entry lines of a stretch of the state (whole lines), parsed and checked on their
/// bytes, one stretch per task of the fast path (`UnchangedTree`).
struct RecordedPart: Sendable {
    var paths: [RecordedPath] = []
    /// Every path is ASCII and comes after the one before it in byte order: then the paths
    /// are in the order `String` sorts them (the report's), found with no `String` made.
    var isASCIIAndIncreasing = true

    /// The lines of `bytes[range]`; nil when one is not an entry line (`WriteState.entryLine`)
    /// or names a path `rules` do not let modgen act on (the full path warns of it).
    init?(_ bytes: [UInt8], _ range: Range<Int>, rules: RecordedEntryRules) {
        paths.reserveCapacity(range.count / 64)
        let parsed: Bool = bytes.withUnsafeBufferPointer { all in
            guard let base = all.baseAddress else { return range.isEmpty }
            var start = range.lowerBound
            var previous: (start: Int, end: Int)?
            while start < range.upperBound {
                let end = all.index(of: UInt8(ascii: "\n"), from: start, before: range.upperBound)
                guard let (pathStart, entry) = WriteState.entryLine(bytes[start..<end]) else { return false }
                let path = UnsafeBufferPointer(start: base + pathStart, count: end - pathStart)
                let isASCII = path.isASCII
                guard rules.allows(path, isASCII: isASCII, entry) else { return false }
                if isASCIIAndIncreasing, !isASCII || previous.map({ Self.compare(all, $0, (pathStart, end)) >= 0 }) == true {
                    isASCIIAndIncreasing = false
                }
                paths.append(RecordedPath(start: pathStart, end: end, entry: entry))
                previous = (pathStart, end)
                start = end + 1
            }
            return true
        }
        guard parsed else { return nil }
    }

    /// Byte order of two paths of `bytes`, as `memcmp` and then length: negative when the
    /// first comes first.
    static func compare(_ bytes: UnsafeBufferPointer<UInt8>, _ first: (start: Int, end: Int), _ second: (start: Int, end: Int)) -> Int {
        StatRecord.compare(
            UnsafeBufferPointer(rebasing: bytes[first.start..<first.end]),
            UnsafeBufferPointer(rebasing: bytes[second.start..<second.end]))
    }
}
