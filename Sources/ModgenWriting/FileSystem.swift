#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few POSIX calls the writer makes, each turning `errno` into a `SystemError`.
/// Tests inject a failure (`EROFS`, `ENOSPC`, ...) into one operation through `fault`.
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

/// `rename(2)`, reachable from inside `FileSystem.rename`.
private func systemRename(_ source: String, _ destination: String) -> Int32 {
    rename(source, destination)
}
