#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Advisory `flock`s held for the whole run so two runs on one output never interleave: the
/// second fails at once with `another modgen run holds <path>`. Closing the descriptors (or
/// the process dying, even by SIGKILL) releases them.
///
/// Two locks, because `.modgen/lock` can vanish mid-run (`git clean -X`, a person deleting
/// it): the next run would make a new file and lock that. So a run also locks the output
/// root folder itself, which no such command removes, and the next taker finds it held. The
/// file lock stays for runs of older modgen versions (which lock only the file). After taking
/// the file lock, a run checks that the file it locked is still the one at the path (same
/// device and inode), else it locked a file just deleted, and tries again.
///
/// A lock is `@unchecked Sendable`: its descriptors change only while it is being taken, before
/// anyone else can see it; after that it is only held and, at `deinit`, closed.
package final class OutputLock: @unchecked Sendable {
    private var descriptors: [Int32] = []
    /// The output root it locks, and whether it is a writer's (exclusive) lock.
    let root: String
    let isExclusive: Bool

    private init(root: String, isExclusive: Bool) {
        self.root = root
        self.isExclusive = isExclusive
    }

    /// True when this is a writer's lock on `layout`'s root, so a run can go on under it.
    func covers(_ layout: OutputLayout) -> Bool { isExclusive && root == layout.root }

    deinit {
        for descriptor in descriptors { close(descriptor) }
    }

    package static func exclusive(root: String) throws(WriteError) -> OutputLock { try exclusive(OutputLayout(root: root), fileSystem: FileSystem()) }

    /// An exclusive lock for a writing run; creates `.modgen/` and the lock file.
    static func exclusive(_ layout: OutputLayout, fileSystem: FileSystem) throws(WriteError) -> OutputLock {
        do {
            try fileSystem.createDirectory(layout.stateFolder)
            let lock = OutputLock(root: layout.root, isExclusive: true)
            try lock.hold(try openRoot(layout, fileSystem), LOCK_EX, layout: layout, fileSystem: fileSystem)
            try lock.holdFile(LOCK_EX, layout: layout, fileSystem: fileSystem) {
                open(layout.lockPath, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o666)
            }
            return lock
        } catch {
            throw writeError(error, layout)
        }
    }

    /// A shared lock for a run that only reads; nil when the output root does not exist.
    static func shared(_ layout: OutputLayout, fileSystem: FileSystem) throws(WriteError) -> OutputLock? {
        do {
            let lock = OutputLock(root: layout.root, isExclusive: false)
            try lock.hold(try openRoot(layout, fileSystem), LOCK_SH, layout: layout, fileSystem: fileSystem)
            do {
                try lock.holdFile(LOCK_SH, layout: layout, fileSystem: fileSystem) {
                    open(layout.lockPath, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
                }
            } catch where error.code == ENOENT {
                // No run ever locked this output (or its lock file was deleted): the folder's lock is enough.
            }
            return lock
        } catch where error.code == ENOENT && error.path == layout.root {
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

    private static func openRoot(_ layout: OutputLayout, _ fileSystem: FileSystem) throws(SystemError) -> Int32 {
        try fileSystem.perform(.lock, layout.root) { open(layout.root, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
    }

    /// Takes `operation` on `descriptor`; the descriptor is this lock's from now on. A lock
    /// found held is tried again for a moment (`patience`): a process that forks (a test
    /// runner starting a tool, an IDE) shares its open locks with the child until that child
    /// execs, and such a holder is gone in milliseconds, unlike another run.
    private func hold(
        _ descriptor: Int32, _ operation: Int32, layout: OutputLayout, fileSystem: FileSystem
    ) throws(SystemError) {
        descriptors.append(descriptor)
        for attempt in 1...Self.patience {
            do {
                try fileSystem.perform(.lock, layout.lockPath) { flock(descriptor, operation | LOCK_NB) }
                return
            } catch where error.code == EWOULDBLOCK && attempt < Self.patience {
                usleep(10_000)
            }
        }
    }

    /// Tries, 10 ms apart (a second at most), before a held lock fails the run.
    private static let patience = 100

    /// Opens and locks `.modgen/lock` until the locked file is the one at the path.
    private func holdFile(
        _ operation: Int32, layout: OutputLayout, fileSystem: FileSystem, open: () -> Int32
    ) throws(SystemError) {
        for _ in 0..<Self.attempts {
            let descriptor = try fileSystem.perform(.lock, layout.lockPath, open)
            try hold(descriptor, operation, layout: layout, fileSystem: fileSystem)
            if try Self.isAtPath(descriptor, layout.lockPath, fileSystem) { return }
            descriptors.removeLast()
            close(descriptor)
        }
        // Replaced again and again: someone else is taking it.
        throw SystemError(code: EWOULDBLOCK, operation: .lock, path: layout.lockPath)
    }

    private static let attempts = 16

    /// True when `path` names the file open as `descriptor` (same device and inode).
    private static func isAtPath(_ descriptor: Int32, _ path: String, _ fileSystem: FileSystem) throws(SystemError)
        -> Bool
    {
        var open = stat()
        var named = stat()
        try fileSystem.perform(.lock, path) { fstat(descriptor, &open) }
        do {
            try fileSystem.perform(.status, path) { lstat(path, &named) }
        } catch where error.code == ENOENT {
            return false
        }
        return open.st_dev == named.st_dev && open.st_ino == named.st_ino
    }
}
