#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ModgenPlanning

/// Reads the output tree once and decides, file by file, what a run does: create, update,
/// leave unchanged, refuse, keep (stubs). Reads each generated file (sizes first, then bytes),
/// `lstat`s each stub, never looks below a folder known to be missing, and has `FolderGuard`
/// check the folders of every path it schedules for writing or deleting.
///
/// Below: `PendingWork`, what the survey decided, which `WorkExecutor` carries out.
struct TreeSurvey {
    var layout: OutputLayout
    var fileSystem: FileSystem
    var folders: FolderGuard
    var knowledge: WriteKnowledge
    var options: WriteOptions
    var work = PendingWork()
    /// The types declared in the target folders stubs are about to be written into.
    var declarations = TargetDeclarations()
    /// The stamps of the folders of stubs already there, for a run that records `.modgen/stat`.
    var stubFolders = StubFolderSurvey()
    /// Whether a run over a tree written before looks up its files from both ends
    /// (`TwoEndedProbes`); tests turn it off to compare with the walk alone.
    var readsAhead = true

    mutating func survey(_ plan: Plan) throws(WriteError) -> PendingWork {
        work.state.spec = options.specPath
        work.state.entries.reserveCapacity(plan.files.count)
        work.plannedPaths = plan.files.map(\.path)
        work.entriesInPlanOrder = []
        work.entriesInPlanOrder?.reserveCapacity(plan.files.count)
        var recordedAndPlanned = 0
        var sameEntries = 0
        let stampsStubFolders = options.inputs != nil && !options.writesNothing
        // The stamps the last clean run recorded for this state (`.modgen/stat`): a folder that
        // still has its stamp vouches for the stubs the state keeps in it. Not with
        // `--restore-stubs`, which looks for each, nor after an interrupted run.
        let recordedStamps = stampsStubFolders && !options.restoreStubs && knowledge.journal == nil
            ? knowledge.stateDigest.flatMap { StateStore(layout: layout, fileSystem: fileSystem).readStat(for: $0) } : nil
        // Stubs and their folders are looked up from the output root's folder.
        let root = TreeRoot(layout)
        var stubPaths = TreePathStatus(layout: layout, fileSystem: fileSystem, root: root)
        defer { withExtendedLifetime(root) {} }
        // Over a tree written before, the files no folder stamp depends on are looked up from
        // both ends at once.
        let ahead = readsAhead && !knowledge.state.entries.isEmpty
            ? TwoEndedProbes.start(plan.files, layout: layout, fileSystem: fileSystem, root: root) : nil
        defer { ahead?.finish() }
        var nextAhead = 0
        // By index: each file read in place, not copied out (its strings retained, released).
        for index in plan.files.indices {
            let path = plan.files[index].path
            // The state's entry for the path, looked up once (a `String` key hashed each time).
            let recorded = knowledge.state.entries[path]
            recordedNow = nil
            // Below a folder known to be missing nothing is: no system call (most of a cold run).
            let parentMissing = folders.isKnownMissing(parentOf: path)
            let isStub = plan.files[index].ownership == .stub
            if stampsStubFolders, isStub {
                stubFolders.willLookUp(
                    stub: index, of: plan.files, parentMissing: parentMissing, paths: &stubPaths, recorded: recordedStamps)
            }
            let probe: TreeProbe.Result
            if let ahead, let position = ahead.position(ofFile: index, next: nextAhead) {
                probe = parentMissing ? TreeProbe.Result(finding: .missing) : ahead.result(at: position, &stubPaths)
                if parentMissing { ahead.skip(position) }
                nextAhead += 1
            } else if parentMissing {
                probe = TreeProbe.Result(finding: .missing)
            } else if isStub, stampsStubFolders, stubFolders.vouches(stub: path), recorded?.ownership == .stub {
                probe = TreeProbe.Result(finding: .present(.regular))
            } else {
                probe = TreeProbe.probe(plan.files[index], layout: layout, fileSystem: fileSystem, paths: &stubPaths)
            }
            if stampsStubFolders, isStub { stubFolders.lookedUp(stub: path, probe.finding) }
            switch plan.files[index].ownership {
            case .generated: try surveyGenerated(plan.files[index], probe)
            case .stub: try surveyStub(plan.files[index], probe.finding)
            }
            guard let recorded else { continue }
            recordedAndPlanned += 1
            if (recordedNow ?? nil) == recorded { sameEntries += 1 }
        }
        stubFolders.finish()
        if recordedAndPlanned < knowledge.state.entries.count || knowledge.journal != nil {
            try surveyOrphans(of: plan)
            // The orphans' entries are not in the plan's order.
            if work.entriesInPlanOrder?.count != work.state.entries.count { work.entriesInPlanOrder = nil }
            work.stateChanged = work.state != knowledge.state || knowledge.journal != nil
        } else {
            work.stateChanged =
                sameEntries != knowledge.state.entries.count || sameEntries != work.state.entries.count
                || work.state.spec != knowledge.state.spec
        }
        // An ignored line goes: the state is rewritten without it, so it warns once.
        if !knowledge.stateWarnings.isEmpty { work.stateChanged = true }
        work.report.warnings = knowledge.warnings
        work.report.sortAll()
        return work
    }

    private mutating func surveyStub(_ file: PlannedFile, _ finding: TreeProbe.Finding) throws(WriteError) {
        switch finding {
        case .missing:
            try surveyMissingStub(file)
            return
        case .present(.symbolicLink):
            try folders.checkLink(file.path)
            work.report.stubsKept.append(file.path)
        case .failed(let error):
            throw try blame(error, file.path)
        default:
            work.report.stubsKept.append(file.path)
        }
        record(Self.stubEntry, for: file.path)
    }

    /// A stub is written once: where nothing is, unless the state says modgen wrote it before
    /// (then a person deleted or renamed it: not written again, except with `restoreStubs`).
    /// Only the state counts, not a killed run's journal, which lists what that run meant to
    /// write. So a line of the state, forged or not, can at most keep a stub from being written.
    /// Nor is a stub written that declares a type a file of its target already declares
    /// (`StubClash`); it is not recorded as written, so once the clash is gone a run writes it.
    private mutating func surveyMissingStub(_ file: PlannedFile) throws(WriteError) {
        let writtenBefore = knowledge.state.entries[file.path]?.ownership == .stub
        if writtenBefore, !options.restoreStubs {
            work.report.stubsDeleted.append(file.path)
        } else if let clash = declarations.clash(of: file, layout: layout, fileSystem: fileSystem, folders: folders) {
            work.report.stubClashes.append(clash)
            if !writtenBefore { return }
        } else {
            work.report.created.append(file.path)
            if writtenBefore { work.report.stubsRestored.append(file.path) }
            try schedule(.init(file: file))
        }
        record(Self.stubEntry, for: file.path)
    }

    private static let stubEntry = WriteState.Entry(ownership: .stub, hash: nil)

    private mutating func surveyGenerated(_ file: PlannedFile, _ probe: TreeProbe.Result) throws(WriteError) {
        let planned = probe.plannedHash ?? file.bytesHash
        switch probe.finding {
        case .missing:
            work.report.created.append(file.path)
            try schedule(.init(file: file))
        case .same:
            work.report.unchanged.append(file.path)
            if let stamp = probe.stamp { work.verified.append((file.path, stamp)) }
        case .differs(let hash, let permissions):
            guard knowledge.wrote(hash, at: file.path) else {
                return try refuseOrForce(file, hash: planned, found: .bytes(hash))
            }
            work.report.updated.append(file.path)
            try schedule(.init(file: file, permissions: permissions, found: .bytes(hash)))
        case .symbolicLink:
            try folders.checkLink(file.path)
            return try refuseOrForce(file, hash: planned, found: .symbolicLink)
        case .notAFile, .present:
            throw WriteError(
                path: layout.path(file.path), message: "is not a regular file, but a generated file is needed here",
                reason: .wrongKind)
        case .failed(let error):
            throw try blame(error, file.path)
        }
        record(WriteState.Entry(ownership: .generated, hash: planned), for: file.path)
    }

    /// A file modgen did not write (or a person edited): replaced only with `force`, or when
    /// the run adopts it.
    private mutating func refuseOrForce(
        _ file: PlannedFile, hash: ContentHash, found: PendingWork.FileWrite.Found
    ) throws(WriteError) {
        if options.force || options.adopt.contains(file.path) {
            if !options.force { work.report.adopted.append(file.path) }
            work.report.updated.append(file.path)
            try schedule(.init(file: file, found: found))
            record(WriteState.Entry(ownership: .generated, hash: hash), for: file.path)
        } else {
            work.report.refused.append(file.path)
            record(knowledge.state.entries[file.path], for: file.path)
        }
    }

    /// What `record` was last given: what the new state holds for the path surveyed now
    /// (nil when nothing was recorded for it).
    private(set) var recordedNow: WriteState.Entry??

    /// The state's entry for a planned file, kept in the plan's order too (`entriesInPlanOrder`).
    private mutating func record(_ entry: WriteState.Entry?, for path: String) {
        recordedNow = .some(entry)
        work.state.entries[path] = entry
        if let entry { work.entriesInPlanOrder?.append((path, entry)) }
    }

    /// Checks the folders above `path`, then queues it for writing.
    private mutating func schedule(_ write: PendingWork.FileWrite) throws(WriteError) {
        _ = try folders.parentExists(of: write.file.path)
        work.writes.append(write)
    }

    mutating func read(_ path: String) throws(WriteError) -> ExistingFile {
        do { return try fileSystem.existingFile(at: layout.path(path)) } catch {
            throw try blame(error, path)
        }
    }

    /// ENOTDIR means a file sits where a folder of `path` should be: the guard names it.
    mutating func blame(_ error: SystemError, _ path: String) throws(WriteError) -> WriteError {
        if error.code == ENOTDIR { _ = try folders.parentExists(of: path) }
        return WriteError(error, displayPath: layout.path(path))
    }
}

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
    /// The plan's paths, sorted: the order of `state`'s lines when it holds exactly these.
    var plannedPaths: [String] = []
    /// `state`'s entries in the plan's order, as the survey recorded them; nil once `state`
    /// holds others (orphans) or was changed after the survey (a file kept in the commit).
    /// The journal and the state are rendered from it: looking every path up again in
    /// `state` cost 11 M instructions of a cold run at 1,000 features, on one thread.
    var entriesInPlanOrder: [(key: String, value: WriteState.Entry)]?
    /// False when `state` equals what is recorded (found entry by entry during the survey).
    var stateChanged = true
    /// The stamps of the generated files the survey read and found holding the planned bytes,
    /// and of those the executor renamed into place (`.modgen/stat`), each in the plan's order.
    var verified: [(path: String, stamp: FileStamp)] = []
    var written: [(path: String, stamp: FileStamp)] = []
    /// The generated files put in place with their new folder (`FreshSubtrees`): no rename
    /// touched them, so the stamp `fstat` gave once they were written is still theirs.
    var writtenInPlace: [(path: String, stamp: FileStamp)] = []

    var touchesTree: Bool { !writes.isEmpty || !removals.isEmpty || !sweeps.isEmpty }
}
