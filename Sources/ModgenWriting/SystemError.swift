#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
