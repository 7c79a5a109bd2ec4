/// Carries out a survey's decisions in an order that survives being killed at any point:
/// the journal of intent; every file staged as a temp file (a failure — read-only, disk full —
/// removes them, the folders it made and the journal: the tree is as before); one flush; the
/// renames; deletions; one flush; the state; the journal goes.
///
/// Staging, the folders it makes and their cleanup are here; the renames and deletions are in
/// WorkExecutor+Commit.swift.
struct WorkExecutor {
    var layout: OutputLayout
    var fileSystem: FileSystem
    var folders: FolderGuard
    var store: StateStore
    /// Why the lock could not be taken (a read-only tree): fatal only if something must change.
    var lockError: WriteError?
    var touchedFolders = Set<String>()
    /// Folders this run created, in creation order (removed again if staging fails).
    var createdFolders: [String] = []

    init(layout: OutputLayout, fileSystem: FileSystem, folders: FolderGuard, store: StateStore, lockError: WriteError?)
    {
        self.layout = layout
        self.fileSystem = fileSystem
        self.folders = folders
        self.store = store
        self.lockError = lockError
    }

    /// Carries out `work`; a file a person wrote or edited after the survey moves `work`'s
    /// report and state to say it was kept (see `commit`).
    mutating func perform(_ work: inout PendingWork, previous: WriteKnowledge) throws(WriteError) {
        guard work.touchesTree || work.stateChanged else { return }
        if let lockError { throw lockError }
        if work.touchesTree { try store.writeJournal(journal(of: work)) }
        let durability = Durability.forRun(writing: work.writes.count)
        let staged = try stage(work.writes, durability: durability)
        if durability == .wholeFileSystem { try flush(durability) }
        try commit(staged, of: &work, previous: previous)
        try remove(of: &work, previous: previous)
        for path in work.removals.map(\.path) + work.sweeps { removeEmptyFolders(above: path) }
        try flush(durability)
        try store.writeState(work.state)
        if previous.journal != nil || work.touchesTree { try store.removeJournal() }
    }

    private func journal(of work: PendingWork) -> WriteState {
        var journal = WriteState(spec: work.state.spec)
        for write in work.writes { journal.entries[write.file.path] = work.state.entries[write.file.path] }
        return journal
    }

    /// Every new file as a temp file beside its target; on any failure, none is left.
    private mutating func stage(
        _ writes: [PendingWork.FileWrite], durability: Durability
    ) throws(WriteError) -> [Staged] {
        let writer = AtomicFileWriter(fileSystem: fileSystem)
        var staged: [Staged] = []
        staged.reserveCapacity(writes.count)
        for write in writes {
            let path = layout.path(write.file.path)
            do {
                try createFolders(for: write.file.path)
                let temporary = try stageOne(write, at: path, with: writer, synchronize: durability.fsyncsEachFile)
                staged.append(Staged(temporary: temporary, path: path, write: write))
                touchedFolders.insert(parentPath(of: path))
            } catch {
                discard(staged)
                for folder in createdFolders.reversed() { _ = fileSystem.removeEmptyDirectory(folder) }
                try? store.removeJournal()
                throw error
            }
        }
        return staged
    }

    private func stageOne(
        _ write: PendingWork.FileWrite, at path: String, with writer: AtomicFileWriter, synchronize: Bool
    ) throws(WriteError) -> String {
        do {
            return try writer.stage(
                write.file.contents, for: path, permissions: write.permissions, synchronize: synchronize)
        } catch {
            throw WriteError(error, displayPath: path)
        }
    }

    func discard(_ staged: some Sequence<Staged>) {
        for file in staged { try? fileSystem.removeFile(file.temporary) }
    }

    private func flush(_ durability: Durability) throws(WriteError) {
        do { try durability.flush(root: layout.root, folders: touchedFolders, fileSystem: fileSystem) } catch {
            throw WriteError(error, displayPath: error.path)
        }
    }
}

extension WorkExecutor {
    /// Creates the missing folders above `path`, top down (the survey found none in the way).
    mutating func createFolders(for path: String) throws(WriteError) {
        guard !(try folders.parentExists(of: path)) else { return }
        var index = path.startIndex
        while let slash = path.utf8[index...].firstIndex(of: UInt8(ascii: "/")) {
            let folder = String(path[..<slash])
            index = path.index(after: slash)
            if folders.isPresent(folder) { continue }
            do { try fileSystem.createDirectory(layout.path(folder)) } catch {
                throw WriteError(error, displayPath: layout.path(folder))
            }
            createdFolders.append(layout.path(folder))
            folders.markPresent(folder)
            touchedFolders.insert(parentPath(of: layout.path(folder)))
        }
    }

    /// Removes the folders above a deleted file while they are empty, never the root.
    func removeEmptyFolders(above path: String) {
        var folder = parent(of: path)
        while !folder.isEmpty, fileSystem.removeEmptyDirectory(layout.path(folder)) {
            folder = parent(of: folder)
        }
    }

    /// The relative folder holding `path` ("" for the root).
    func parent(of path: String) -> String {
        path.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(path[..<$0]) } ?? ""
    }

    /// The folder holding a full path (as given to system calls).
    func parentPath(of path: String) -> String {
        path.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(path[..<$0]) } ?? "."
    }
}
