#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's identity and last change, as `lstat` gives them: inode, size, and the
/// modification and status-change times in nanoseconds (what `.modgen/stat` records, `StatRecord`).
struct FileStamp: Sendable, Hashable {
    var inode: UInt64
    var size: Int64
    var modified: Int64
    var changed: Int64

    init(inode: UInt64, size: Int64, modified: Int64, changed: Int64) {
        self.inode = inode
        self.size = size
        self.modified = modified
        self.changed = changed
    }

    init(_ raw: stat) {
        #if canImport(Darwin)
        let (modified, changed) = (raw.st_mtimespec, raw.st_ctimespec)
        #else
        let (modified, changed) = (raw.st_mtim, raw.st_ctim)
        #endif
        self.init(
            inode: UInt64(raw.st_ino), size: Int64(raw.st_size),
            modified: Int64(modified.tv_sec) &* 1_000_000_000 &+ Int64(modified.tv_nsec),
            changed: Int64(changed.tv_sec) &* 1_000_000_000 &+ Int64(changed.tv_nsec))
    }

    /// True when `later` is this file as written, renamed into place since: same inode, size
    /// and mtime (a rename changes the ctime only).
    func isSameWrite(as later: FileStamp) -> Bool {
        inode == later.inode && size == later.size && modified == later.modified
    }
}
