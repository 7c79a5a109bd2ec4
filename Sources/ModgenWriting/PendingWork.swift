import ModgenPlanning

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
    /// False when `state` equals what is recorded (found entry by entry during the survey).
    var stateChanged = true

    var touchesTree: Bool { !writes.isEmpty || !removals.isEmpty || !sweeps.isEmpty }
}
