/// What the survey of the disk decided, before anything is written: the report, the files
/// to write and delete, and the state to record afterwards.
struct PendingWork: Sendable {
    struct FileWrite: Sendable {
        var file: PlannedFile
        /// The replaced file's permission bits, kept on the new file.
        var permissions: UInt32?
    }

    var report = WriteReport()
    var writes: [FileWrite] = []
    /// Orphaned generated files to delete (`prune`).
    var removals: [String] = []
    /// Orphans already gone from disk: their folders may now be empty (`prune`).
    var sweeps: [String] = []
    var state = WriteState()

    var touchesTree: Bool { !writes.isEmpty || !removals.isEmpty || !sweeps.isEmpty }
}

/// What modgen knows it wrote: the last state, plus a killed run's journal of intent.
struct WriteKnowledge: Sendable {
    var state: WriteState
    var journal: WriteState?

    /// True when `hash` is bytes modgen itself wrote at `path` (so not a person's edit).
    func wrote(_ hash: ContentHash, at path: String) -> Bool {
        state.entries[path]?.hash == hash || journal?.entries[path]?.hash == hash
    }

    /// Every path modgen may have written, for finding orphans.
    var recordedPaths: Set<String> {
        Set(state.entries.keys).union(journal.map { Set($0.entries.keys) } ?? [])
    }

    func entry(for path: String) -> WriteState.Entry? {
        state.entries[path] ?? journal?.entries[path]
    }
}
