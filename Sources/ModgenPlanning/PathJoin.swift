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
        return folder == "." ? path : concatenated(folder, path)
    }

    /// `folder + "/" + path` made in one allocation: `+` twice built a string in between.
    private static func concatenated(_ folder: String, _ path: String) -> String {
        var (folder, path) = (folder, path)
        return folder.withUTF8 { head in
            path.withUTF8 { tail in
                String(unsafeUninitializedCapacity: head.count + 1 + tail.count) { buffer in
                    guard let start = buffer.baseAddress else { return 0 }
                    if let bytes = head.baseAddress { start.initialize(from: bytes, count: head.count) }
                    start[head.count] = UInt8(ascii: "/")
                    if let bytes = tail.baseAddress { (start + head.count + 1).initialize(from: bytes, count: tail.count) }
                    return head.count + 1 + tail.count
                }
            }
        }
    }

    /// Every part between slashes non-empty and neither `.` nor `..` (read as UTF-8 bytes, in place).
    static func isPlain(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            var length = 0
            var dots = 0
            for byte in bytes {
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
}
