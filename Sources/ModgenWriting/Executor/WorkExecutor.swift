import ModgenPlanning
import YAMLTree

/// Carries out a survey's decisions in an order that survives being killed at any point:
/// the journal of intent; every file staged, as a temp file beside its target or, below a
/// folder the survey found missing, in a new subtree built under `.modgen/staging`
/// (`FreshSubtrees`) (a failure — read-only, disk full — removes them, the folders it made
/// and the journal: the tree is as before); one flush; the renames (one per new subtree, one
/// per other file); deletions; one flush; the state; the journal goes.
///
/// Staging, the folders it makes and their cleanup are here; the renames and deletions are in
/// WorkExecutor+Commit.swift, the new subtrees' folders and renames in WorkExecutor+Subtrees.swift.
struct WorkExecutor {
    var layout: OutputLayout
    var fileSystem: FileSystem
    var folders: FolderGuard
    var store: StateStore
    /// Why the lock could not be taken (a read-only tree): fatal only if something must change.
    var lockError: WriteError?
    /// The folders to fsync after the renames (only when `durability` fsyncs each file).
    var touchedFolders = Set<String>()
    var durability = Durability.eachFile
    /// Folders this run created, in creation order (removed again if staging fails).
    var createdFolders: [String] = []
    /// The new subtrees this run builds under `.modgen/staging`.
    var subtrees = FreshSubtrees()
    /// The stamps of the new folders of stubs the staging lanes filled (`StubFolderStamp`);
    /// once the subtrees are placed, only those of the subtrees that went in whole.
    var stubFolders: [StubFolderStamp] = []

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
    ///
    /// A large run renders its journal and its new state on other threads while this one
    /// finds the new subtrees (a cold run's single-threaded stretch before staging); the
    /// state rendered early is written unless the commit kept a file (the state changed).
    mutating func perform(_ work: inout PendingWork, previous: WriteKnowledge) throws(WriteError) {
        guard work.touchesTree || work.stateChanged else { return }
        if let lockError { throw lockError }
        let large = work.writes.count >= StagingLanes.parallelThreshold
        let surveyed = work
        let earlyState = large && surveyed.entriesInPlanOrder != nil ? BackgroundValue { Self.stateText(of: surveyed) } : nil
        if work.touchesTree {
            let journal = BackgroundValue(concurrently: large) { Self.journalText(of: surveyed) }
            subtrees = FreshSubtrees(work.writes, folders: folders, layout: layout)
            try store.writeJournal(journal.value)
        }
        let durability = Durability.forRun(writing: work.writes.count)
        self.durability = durability
        let staged = try stage(work.writes, durability: durability)
        if durability == .wholeFileSystem { try flush(durability) }
        try commit(staged, of: &work, previous: previous)
        try remove(of: &work, previous: previous)
        for path in work.removals.map(\.path) + work.sweeps { removeEmptyFolders(above: path) }
        try flush(durability)
        // The commit and the removals drop `entriesInPlanOrder` when they change the state.
        let early = work.entriesInPlanOrder != nil ? earlyState : nil
        try store.writeState(early?.value ?? Self.stateText(of: work))
        if previous.journal != nil || work.touchesTree { try store.removeJournal() }
    }

    private static func stateText(of work: PendingWork) -> String {
        work.state.rendered(as: .state, sortedPaths: work.plannedPaths, inPlanOrder: work.entriesInPlanOrder)
    }

    private static func journalText(of work: PendingWork) -> String {
        WriteState.rendered(as: .journal, spec: work.state.spec, entries: journal(of: work))
    }

    /// The journal's entries: each file about to be written as the new state records it, in
    /// the writes' order, which is the plan's (sorted by path, each path once: no dictionary
    /// is built, and rendering finds them in order).
    private static func journal(of work: PendingWork) -> [(key: String, value: WriteState.Entry)] {
        var entries: [(key: String, value: WriteState.Entry)] = []
        entries.reserveCapacity(work.writes.count)
        // By index: iterating the writes copied each one out (its planned file's strings).
        guard let ordered = work.entriesInPlanOrder else {
            for index in work.writes.indices {
                let path = work.writes[index].file.path
                if let entry = work.state.entries[path] { entries.append((path, entry)) }
            }
            return entries
        }
        // The writes and the entries both come in the plan's order, and the survey records an
        // entry for every write it schedules: one walk through both finds each, with no lookup.
        // (A write the walk does not find is looked up, and the walk goes on where it was.)
        var next = 0
        for index in work.writes.indices {
            let path = work.writes[index].file.path
            var probe = next
            while probe < ordered.count, ordered[probe].key != path { probe += 1 }
            if probe < ordered.count {
                entries.append(ordered[probe])
                next = probe + 1
            } else if let entry = work.state.entries[path] {
                entries.append((path, entry))
            }
        }
        return entries
    }

    /// Every new file as a temp file beside its target, or in its new subtree (`subtrees`, which
    /// `perform` found: one placement per write); on any failure, none is left. The folders
    /// first, on this thread (each made once, parents before children), then the files, on two
    /// threads when there are many (`StagingLanes`).
    private mutating func stage(
        _ writes: [PendingWork.FileWrite], durability: Durability
    ) throws(WriteError) -> [Staged] {
        do {
            if !subtrees.isEmpty { try createStagingFolder() }
            // The folders of files going in one by one here; the new subtrees' in the lanes.
            for (write, placement) in zip(writes, subtrees.placements) {
                if let placement {
                    if durability == .eachFile { touchFinalFolders(of: placement, path: write.file.path) }
                } else {
                    try createFolders(for: write.file.path)
                }
                if durability == .eachFile { touchedFolders.insert(parentPath(of: layout.path(write.file.path))) }
            }
            var lanes = StagingLanes(layout: layout, fileSystem: fileSystem, synchronize: durability.fsyncsEachFile)
            lanes.subtrees = subtrees
            let staged = try lanes.stage(writes)
            stubFolders = staged.stubFolders
            return staged.files
        } catch {
            if !subtrees.isEmpty { try? fileSystem.removeTree(FreshSubtrees.root(layout)) }
            undoStaging()
            throw error
        }
    }

    /// After a failure before any rename (the staged files already removed): the folders this
    /// run made go, and the journal, so the tree is as before the run.
    func undoStaging() {
        for folder in createdFolders.reversed() { _ = fileSystem.removeEmptyDirectory(folder) }
        try? store.removeJournal()
    }

    func discard(_ staged: some Sequence<Staged>, of writes: [PendingWork.FileWrite]) {
        for file in staged { try? fileSystem.removeFile(subtrees.temporaryPath(of: file, in: writes, layout: layout)) }
    }

    private func flush(_ durability: Durability) throws(WriteError) {
        do { try durability.flush(root: layout.root, folders: touchedFolders, fileSystem: fileSystem) } catch {
            throw WriteError(error, displayPath: error.path)
        }
    }
}

extension WorkExecutor {
    /// Creates the missing folders above `path`, top down (the survey found none in the way):
    /// from its parent up to the first folder present, then down again.
    mutating func createFolders(for path: String) throws(WriteError) {
        guard !(try folders.parentExists(of: path)) else { return }
        var missing: [String] = []
        var end = path.utf8.lastIndex(of: UInt8(ascii: "/"))
        while let slash = end {
            let folder = String(path[..<slash])
            if folders.isPresent(folder) { break }
            missing.append(folder)
            end = path.utf8[..<slash].lastIndex(of: UInt8(ascii: "/"))
        }
        for folder in missing.reversed() {
            let full = layout.path(folder)
            do { try fileSystem.createDirectory(full) } catch {
                throw WriteError(error, displayPath: full)
            }
            createdFolders.append(full)
            folders.markPresent(folder)
            if durability == .eachFile { touchedFolders.insert(parentPath(of: full)) }
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
