import ModgenSpec

/// Joins a folder (a `RelativePath`'s description) and a path inside it into the text
/// `RelativePath.appending` would give, by concatenation when `path` needs no normalising.
///
/// `RelativePath` splits by `Character` and joins components again: a few thousand
/// instructions per stub path, a tenth of planning the stubs. A path whose `/`-separated
/// parts are none of empty, `.` or `..` normalises to itself, so concatenating is the same
/// text; any other goes through `RelativePath`.
enum PathJoin {
    static func join(_ folder: String, _ path: String) -> String {
        guard isPlain(path) else { return RelativePath(folder).appending(path).description }
        return folder == "." ? path : folder + "/" + path
    }

    /// Every part between slashes non-empty and neither `.` nor `..` (read as UTF-8 bytes).
    static func isPlain(_ path: String) -> Bool {
        var length = 0
        var dots = 0
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") {
                if length == 0 || (dots == length && length <= 2) { return false }
                length = 0
                dots = 0
            } else {
                length += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
        }
        return length > 0 && !(dots == length && length <= 2)
    }
}
