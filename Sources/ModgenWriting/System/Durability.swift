#if canImport(Glibc)
import CLinuxCalls
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Makes staged files, then their renames, reach the disk before the state says they did.
/// (SIGKILL needs none of this, the kernel keeps what was written; it is for power loss.)
///
/// Measured on ext4 here: `fsync` of a file and of a folder cost ~0.3-0.7 ms each, so 30,000
/// files with their folders took 22 s that way against ~6 s with two `syncfs` calls. But
/// `syncfs` also flushes every other process's dirty data on that file system, so a run that
/// writes a few files fsyncs them one by one.
enum Durability: Sendable {
    /// fsync each temp file when staged and each touched folder after the renames.
    case eachFile
    /// One `syncfs` after staging and one after renaming (Linux, large runs).
    case wholeFileSystem

    static let wholeFileSystemThreshold = 200

    static func forRun(writing count: Int) -> Durability {
        #if os(Linux)
        if count > wholeFileSystemThreshold { return .wholeFileSystem }
        #endif
        return .eachFile
    }

    var fsyncsEachFile: Bool { self == .eachFile }

    /// Flushes what was staged or renamed under `root`; `folders` are the touched folders.
    func flush(root: String, folders: Set<String>, fileSystem: FileSystem) throws(SystemError) {
        guard fileSystem.synchronizes else { return }
        #if os(Linux)
        if self == .wholeFileSystem {
            let descriptor = try fileSystem.perform(.sync, root) { open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
            defer { close(descriptor) }
            try fileSystem.perform(.sync, root) { syncfs(descriptor) }
            return
        }
        #endif
        for folder in folders.sorted() {
            let descriptor: Int32
            do {
                descriptor = try fileSystem.perform(.sync, folder) { open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
            } catch where error.code == ENOENT {
                continue  // pruned away
            }
            defer { close(descriptor) }
            try fileSystem.perform(.sync, folder) { fsync(descriptor) }
        }
    }
}
