#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A path's folder, by the bytes of the path's UTF-8: how long it is, and whether another path
/// lies under it (`StubFolderStamp`, `StubFolderSurvey`, for every file of a run; the compare is
/// `PlannedPathRules.PrefixMatch`'s). With the generic `starts(with:)` of two `UTF8View`s, these
/// took 55 M instructions of a cold run at 1,000 features.
enum PathFolder {
    /// The length of the folder holding `path`, its '/' included; 0 when `path` has no '/'.
    static func length(of path: String) -> Int {
        var path = path
        return path.withUTF8 { bytes in bytes.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? 0 }
    }

    /// Whether `path` starts with the first `length` bytes of `folder` (a folder's length, as
    /// `length(of:)` gives it: the path lies under that folder).
    static func isUnder(_ path: String, _ folder: String, length: Int) -> Bool {
        if case .none = PlannedPathRules.PrefixMatch(folder, length: length, of: path) { return false }
        return true
    }

    /// Whether `path` has a '/' at or after the byte `start`: it lies in a folder below the one
    /// `start` bytes long.
    static func hasSlash(_ path: String, from start: Int) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            guard start < bytes.count, let base = bytes.baseAddress else { return false }
            return memchr(base + start, Int32(UInt8(ascii: "/")), bytes.count - start) != nil
        }
    }
}
