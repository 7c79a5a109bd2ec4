import ModgenPlanning

/// What the survey of the disk decided, before anything is written: the report, the files
/// to write and delete, and the state to record afterwards.
struct PendingWork: Sendable {
    struct FileWrite: Sendable {
        /// What the survey found at the path. The writer replaces only that: a new file is
        /// renamed into place only if nothing is there yet, a replaced one only if it still
        /// holds the bytes the survey read (a person may edit between survey and rename).
        enum Found: Sendable, Hashable {
            case nothing
            case bytes(ContentHash)
            case symbolicLink
        }

        var file: PlannedFile
        /// The replaced file's permission bits, kept on the new file.
        var permissions: UInt32?
        var found: Found = .nothing
    }

    var report = WriteReport()
    var writes: [FileWrite] = []
    /// An orphaned generated file to delete (`prune`), only while it still holds the bytes
    /// the survey read (`hash`); `module` is its orphan's, for the report if a person edited it.
    struct Removal: Sendable {
        var path: String
        var hash: ContentHash
        var module: String?
    }

    /// Orphaned generated files to delete (`prune`).
    var removals: [Removal] = []
    /// Orphans already gone from disk: their folders may now be empty (`prune`).
    var sweeps: [String] = []
    var state = WriteState()
    /// False when `state` equals what is recorded (found entry by entry during the survey).
    var stateChanged = true

    var touchesTree: Bool { !writes.isEmpty || !removals.isEmpty || !sweeps.isEmpty }
}
