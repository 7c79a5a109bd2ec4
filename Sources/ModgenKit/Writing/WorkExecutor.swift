#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Carries out a survey's decisions in an order that survives being killed at any point:
/// journal of intent first, then files, then deletions, then the state, then the journal goes.
struct WorkExecutor {
    var layout: OutputLayout
    var fileSystem: FileSystem
    var folders: FolderGuard
    var store: StateStore
    /// Why the lock could not be taken (a read-only tree): fatal only if something must change.
    var lockError: WriteError?
    private var touchedFolders = Set<String>()

    init(layout: OutputLayout, fileSystem: FileSystem, folders: FolderGuard, store: StateStore, lockError: WriteError?) {
        self.layout = layout
        self.fileSystem = fileSystem
        self.folders = folders
        self.store = store
        self.lockError = lockError
    }

    mutating func perform(_ work: PendingWork, previous: WriteKnowledge) throws(WriteError) {
        let stateChanged = work.state != previous.state || previous.journal != nil
        guard work.touchesTree || stateChanged else { return }
        if let lockError { throw lockError }
        if work.touchesTree { try store.writeJournal(journal(of: work)) }
        let writer = AtomicFileWriter(fileSystem: fileSystem)
        for write in work.writes {
            try createFolders(for: write.file.path)
            do { try writer.write(write.file.contents, to: layout.path(write.file.path), permissions: write.permissions) } catch {
                throw WriteError(error, displayPath: layout.path(write.file.path))
            }
            touchedFolders.insert(parent(of: write.file.path))
        }
        for path in work.removals {
            do { try fileSystem.removeFile(layout.path(path)) } catch {
                throw WriteError(error, displayPath: layout.path(path))
            }
        }
        for path in work.removals + work.sweeps { removeEmptyFolders(above: path) }
        syncTouchedFolders()
        try store.writeState(work.state)
        if previous.journal != nil || work.touchesTree { try store.removeJournal() }
    }

    private func journal(of work: PendingWork) -> WriteState {
        var journal = WriteState(spec: work.state.spec)
        for write in work.writes { journal.entries[write.file.path] = work.state.entries[write.file.path] }
        return journal
    }

    /// Creates the missing folders above `path`, top down (the survey found none in the way).
    private mutating func createFolders(for path: String) throws(WriteError) {
        guard !(try folders.parentExists(of: path)) else { return }
        var index = path.startIndex
        while let slash = path[index...].firstIndex(of: "/") {
            let folder = String(path[..<slash])
            index = path.index(after: slash)
            if folders.isPresent(folder) { continue }
            do { try fileSystem.createDirectory(layout.path(folder)) } catch {
                throw WriteError(error, displayPath: layout.path(folder))
            }
            folders.markPresent(folder)
            touchedFolders.insert(parent(of: folder))
        }
    }

    /// Removes the folders above a deleted file while they are empty, never the root.
    private func removeEmptyFolders(above path: String) {
        var folder = parent(of: path)
        while !folder.isEmpty, fileSystem.removeEmptyDirectory(layout.path(folder)) {
            folder = parent(of: folder)
        }
    }

    private func parent(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
    }

    /// Makes the renames durable before the state says they happened (power loss, not only kill).
    private func syncTouchedFolders() {
        for folder in touchedFolders.sorted() {
            let path = folder.isEmpty ? layout.root : layout.path(folder)
            let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard descriptor >= 0 else { continue }
            fsync(descriptor)
            close(descriptor)
        }
    }
}
