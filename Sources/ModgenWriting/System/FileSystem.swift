#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few POSIX calls the writer makes, each turning `errno` into a `SystemError`.
/// Tests inject a failure (`EROFS`, `ENOSPC`, ...) into one operation through `fault`.
///
/// Below: `SystemError` and `FileOperation` (what failed, and where), and `FileStatus` (what
/// `lstat` says).
struct FileSystem: Sendable {
    typealias Fault = @Sendable (FileOperation, String) -> Int32?

    var fault: Fault?
    /// False only in tests that run hundreds of writes and simulate kills, not power loss:
    /// then `fsync`/`syncfs` are skipped (a killed process loses nothing the kernel has).
    var synchronizes: Bool

    init(fault: Fault? = nil, synchronizes: Bool = true) {
        self.fault = fault
        self.synchronizes = synchronizes
    }

    /// Runs `call`; a negative result (or an injected fault) becomes a `SystemError`.
    @discardableResult
    func perform<R: BinaryInteger>(
        _ operation: FileOperation, _ path: String, _ call: () -> R
    ) throws(SystemError) -> R {
        if let code = fault?(operation, path) {
            throw SystemError(code: code, operation: operation, path: path)
        }
        while true {
            let result = call()
            if result >= 0 { return result }
            if errno == EINTR { continue }
            throw SystemError(code: errno, operation: operation, path: path)
        }
    }

    /// `lstat`: nil when nothing is at `path`.
    func status(_ path: String) throws(SystemError) -> FileStatus? {
        var raw = stat()
        do {
            try perform(.status, path) { lstat(path, &raw) }
        } catch where error.code == ENOENT {
            return nil
        }
        return FileStatus(raw)
    }

    /// `stat`: what a path leads to, its links followed; nil when nothing is there.
    func status(followingLinksAt path: String) throws(SystemError) -> FileStatus? {
        var raw = stat()
        do {
            try perform(.status, path) { stat(path, &raw) }
        } catch where error.code == ENOENT {
            return nil
        }
        return FileStatus(raw)
    }

    /// Creates one folder; a folder already there is fine (or, `followingLinks`, a link to one).
    func createDirectory(_ path: String, followingLinks: Bool = false) throws(SystemError) {
        do {
            try perform(.createDirectory, path) { mkdir(path, 0o777) }
        } catch where error.code == EEXIST {
            let kind = followingLinks ? try status(followingLinksAt: path)?.kind : try status(path)?.kind
            if kind != .directory {
                throw SystemError(code: ENOTDIR, operation: .createDirectory, path: path)
            }
        }
    }

    func rename(_ source: String, to destination: String) throws(SystemError) {
        try perform(.rename, destination) { systemRename(source, destination) }
    }

    /// Removes a file; one already gone is fine.
    func removeFile(_ path: String) throws(SystemError) {
        do {
            try perform(.removeFile, path) { unlink(path) }
        } catch where error.code == ENOENT {
            return
        }
    }

    /// Removes an empty folder; false when it is not empty (or not there).
    func removeEmptyDirectory(_ path: String) -> Bool {
        (try? perform(.removeDirectory, path) { rmdir(path) }) != nil
    }

    /// The path with every symbolic link resolved.
    func resolve(_ path: String) throws(SystemError) -> String {
        if let code = fault?(.resolve, path) {
            throw SystemError(code: code, operation: .resolve, path: path)
        }
        guard let resolved = realpath(path, nil) else {
            throw SystemError(code: errno, operation: .resolve, path: path)
        }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

/// `rename(2)`, reachable from inside methods named `rename` (`FileSystem`'s, `NoReplaceRename`'s).
func systemRename(_ source: String, _ destination: String) -> Int32 {
    rename(source, destination)
}

/// A failed system call: which operation, on which path, and the `errno` it returned.
struct SystemError: Error, Sendable, Hashable {
    var code: Int32
    var operation: FileOperation
    var path: String

    /// The reason in words a person understands, for the common failures named first.
    var reason: String {
        switch code {
        case EROFS: return "read-only file system"
        case EACCES, EPERM: return "permission denied"
        case ENOSPC: return "no space left on device"
        case EDQUOT: return "disk quota exceeded"
        case ENOTDIR: return "a file is where a folder is needed"
        case EISDIR: return "a folder is where a file is needed"
        case ENAMETOOLONG: return "name too long"
        default: return String(cString: strerror(code))
        }
    }
}

/// The operations the writer performs, named so tests can inject a failure into one of them.
enum FileOperation: String, Sendable, Hashable {
    case status, read, createDirectory, createFile, write, sync, rename
    case removeFile, removeDirectory, resolve, lock
}

/// What `lstat` says about a path, reduced to what the writer needs.
struct FileStatus: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case regular, directory, symbolicLink, other
    }

    var kind: Kind
    var size: Int
    /// Permission bits, kept when modgen replaces a file someone made executable.
    var permissions: UInt32
    /// Inode, size and times (`.modgen/stat`).
    var stamp: FileStamp

    init(_ raw: stat) {
        let mode = UInt32(raw.st_mode)
        switch mode & 0o170000 {
        case 0o100000: kind = .regular
        case 0o040000: kind = .directory
        case 0o120000: kind = .symbolicLink
        default: kind = .other
        }
        size = Int(raw.st_size)
        permissions = mode & 0o7777
        stamp = FileStamp(raw)
    }
}
