#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An advisory `flock` on `.modgen/lock`, held for the whole run so two runs on one output
/// never interleave: the second fails at once with `another modgen run holds <path>`.
/// Closing the descriptor (or the process dying, even by SIGKILL) releases it.
package final class OutputLock {
    private let descriptor: Int32

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    package static func exclusive(root: String) throws(WriteError) -> OutputLock { try exclusive(OutputLayout(root: root), fileSystem: FileSystem()) }

    /// An exclusive lock for a writing run; creates `.modgen/` and the lock file.
    static func exclusive(_ layout: OutputLayout, fileSystem: FileSystem) throws(WriteError) -> OutputLock {
        do {
            try fileSystem.createDirectory(layout.stateFolder)
            let descriptor = try fileSystem.perform(.lock, layout.lockPath) {
                open(layout.lockPath, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o666)
            }
            return try hold(descriptor, operation: LOCK_EX, layout: layout, fileSystem: fileSystem)
        } catch {
            throw writeError(error, layout)
        }
    }

    /// A shared lock for a run that only reads; nil when no run ever locked this output.
    static func shared(_ layout: OutputLayout, fileSystem: FileSystem) throws(WriteError) -> OutputLock? {
        do {
            let descriptor = try fileSystem.perform(.lock, layout.lockPath) {
                open(layout.lockPath, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
            }
            return try hold(descriptor, operation: LOCK_SH, layout: layout, fileSystem: fileSystem)
        } catch where error.code == ENOENT {
            return nil
        } catch {
            throw writeError(error, layout)
        }
    }

    private static func writeError(_ error: SystemError, _ layout: OutputLayout) -> WriteError {
        if [EROFS, EACCES, EPERM].contains(error.code) {
            // A read-only output: say so about the folder the user named, not `.modgen/lock`.
            return WriteError(path: layout.root, message: "cannot write: \(error.reason)", reason: .system(error.code))
        }
        guard error.operation == .lock, error.code == EWOULDBLOCK else {
            return WriteError(error, displayPath: error.path)
        }
        return WriteError(path: layout.root, message: "another modgen run holds \(layout.lockPath)", reason: .locked)
    }

    private static func hold(
        _ descriptor: Int32, operation: Int32, layout: OutputLayout, fileSystem: FileSystem
    ) throws(SystemError) -> OutputLock {
        let lock = OutputLock(descriptor: descriptor)
        try fileSystem.perform(.lock, layout.lockPath) { flock(descriptor, operation | LOCK_NB) }
        return lock
    }
}
