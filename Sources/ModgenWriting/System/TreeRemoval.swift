#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension FileSystem {
    /// Removes `path` and everything below it, never following a symbolic link (a link is
    /// removed, not what it leads to); nothing there is fine. Only for modgen's own staging
    /// folder (`FreshSubtrees`), where nothing of a person's ever is.
    func removeTree(_ path: String) throws(SystemError) {
        guard let status = try status(path) else { return }
        guard status.kind == .directory else { return try removeFile(path) }
        for name in try names(in: path) { try removeTree("\(path)/\(name)") }
        do { try perform(.removeDirectory, path) { rmdir(path) } } catch where error.code == ENOENT {
            return
        }
    }
}
