#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `lstat` of the paths below one output root, for the fast path's thousands of calls: each
/// path is built in one reusable buffer (the relative path, then a NUL) instead of a new
/// `String` per file, and looked up from the root's open folder (`TreeRoot`), so the kernel
/// walks only the relative path's folders, not the root's again for every file. Says what
/// `FileSystem.status` says of the same path (nil when nothing is there; a `SystemError`
/// naming the full path otherwise); with a fault injected (tests) it is `FileSystem.status`
/// itself.
struct TreePathStatus {
    let layout: OutputLayout
    let fileSystem: FileSystem
    /// The folder the buffer's path starts from: the root's descriptor, or the current folder
    /// when the root could not be opened (then the buffer starts with `root/`).
    private let folder: Int32
    /// `root/` or nothing, then the path last asked for and its NUL (and perhaps the tail of a
    /// longer one asked for before).
    private var buffer: [UInt8]
    private let prefix: Int

    init(layout: OutputLayout, fileSystem: FileSystem, root: TreeRoot) {
        self.layout = layout
        self.fileSystem = fileSystem
        if let descriptor = root.descriptor {
            folder = descriptor
            buffer = []
        } else {
            folder = AT_FDCWD
            buffer = Array(layout.path("").utf8)
        }
        prefix = buffer.count
    }

    /// `status(utf8:)` of `path`, a planned path (relative, checked by the path rules), or of
    /// the folder its first `length` bytes name.
    mutating func status(_ path: String, length: Int? = nil) throws(SystemError) -> FileStatus? {
        var path = path
        // Through a tuple: `withUTF8` rethrows untyped errors only.
        let (status, failure) = path.withUTF8 { bytes -> (FileStatus?, SystemError?) in
            do throws(SystemError) {
                return (try self.status(utf8: UnsafeBufferPointer(rebasing: bytes[..<(length ?? bytes.count)])), nil)
            } catch {
                return (nil, error)
            }
        }
        if let failure { throw failure }
        return status
    }

    /// The status of the path whose UTF-8 is `relative` (a range of the state file's bytes,
    /// `RecordedPath`), a path the state's rules accepted (relative, no `..`), so it names the
    /// same file from the root's folder as below `root/`.
    mutating func status(utf8 relative: UnsafeBufferPointer<UInt8>) throws(SystemError) -> FileStatus? {
        guard fileSystem.fault == nil else {
            return try fileSystem.status(layout.path(String(decoding: relative, as: UTF8.self)))
        }
        // Copied over the last path, the buffer grown only for a longer one (emptied and
        // appended to, it cost about 150 instructions a path).
        let end = prefix + relative.count
        if buffer.count <= end { buffer.append(contentsOf: repeatElement(0, count: end + 1 - buffer.count)) }
        buffer.withUnsafeMutableBufferPointer { bytes in
            if let source = relative.baseAddress, let base = bytes.baseAddress { (base + prefix).update(from: source, count: relative.count) }
            bytes[end] = 0
        }
        var raw = stat()
        while true {
            let result = buffer.withUnsafeBufferPointer { bytes in
                bytes.withMemoryRebound(to: CChar.self) { path in
                    path.baseAddress.map { fstatat(folder, $0, &raw, AT_SYMLINK_NOFOLLOW) } ?? -1
                }
            }
            if result == 0 { return FileStatus(raw) }
            let code = errno
            if code == EINTR { continue }
            if code == ENOENT { return nil }
            throw SystemError(code: code, operation: .status, path: layout.path(String(decoding: relative, as: UTF8.self)))
        }
    }
}
