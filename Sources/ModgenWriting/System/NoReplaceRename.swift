#if canImport(Glibc)
import CLinuxCalls
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension FileSystem {
    /// Renames `source` to `destination` only when nothing is at `destination` (else EEXIST),
    /// in one step: a file a person creates there meanwhile is never replaced. Linux:
    /// `renameat2(RENAME_NOREPLACE)`; Darwin: `renamex_np(RENAME_EXCL)`; where the file system
    /// lacks those, `link` then `unlink` (`link` never replaces either).
    func renameWithoutReplacing(_ source: String, to destination: String) throws(SystemError) {
        try perform(.rename, destination) { NoReplaceRename.rename(source, destination) }
    }
}

extension FileSystem {
    /// Renames the folder `source` to `destination` only when nothing is at `destination`, in
    /// one step, or not at all: where the file system cannot rename without replacing, it fails
    /// with ENOTSUP (no `link`, which folders do not have, and no check-then-rename, which could
    /// replace an empty folder a person made meanwhile).
    func renameFolderWithoutReplacing(_ source: String, to destination: String) throws(SystemError) {
        try perform(.rename, destination) { NoReplaceRename.renameAtomically(source, destination) }
    }
}

/// The system calls behind `FileSystem.renameWithoutReplacing`; -1 with `errno` on failure.
enum NoReplaceRename {
    /// `renameat2(RENAME_NOREPLACE)` or `renamex_np(RENAME_EXCL)` alone; ENOTSUP where the
    /// kernel or the file system refuses it.
    static func renameAtomically(_ source: String, _ destination: String) -> Int32 {
        #if os(Linux)
        let result = renameat2(atCurrentDirectory, source, atCurrentDirectory, destination, renameNoReplace)
        if result == 0 || (errno != EINVAL && errno != ENOSYS) { return result }
        #elseif canImport(Darwin)
        let result = renamex_np(source, destination, UInt32(RENAME_EXCL))
        if result == 0 || (errno != ENOTSUP && errno != EINVAL) { return result }
        #endif
        errno = ENOTSUP
        return -1
    }

    /// `renameAtomically`, or where the system or file system has no such rename (older NFS,
    /// some FUSE: EINVAL, ENOSYS, ENOTSUP), `linkThenUnlink`.
    static func rename(_ source: String, _ destination: String) -> Int32 {
        let result = renameAtomically(source, destination)
        if result == 0 || errno != ENOTSUP { return result }
        return linkThenUnlink(source, destination)
    }

    /// `link` fails with EEXIST when something is at `destination`; the temp name goes after.
    /// On a file system without hard links the last resort is a check, then `rename`.
    static func linkThenUnlink(_ source: String, _ destination: String) -> Int32 {
        if link(source, destination) == 0 {
            unlink(source)
            return 0
        }
        guard errno == EPERM || errno == ENOTSUP || errno == EOPNOTSUPP || errno == EXDEV else { return -1 }
        var raw = stat()
        if lstat(destination, &raw) == 0 {
            errno = EEXIST
            return -1
        }
        return systemRename(source, destination)
    }

    #if os(Linux)
    private static let atCurrentDirectory: Int32 = -100  // AT_FDCWD
    private static let renameNoReplace: UInt32 = 1  // RENAME_NOREPLACE, linux/fs.h
    #endif
}
