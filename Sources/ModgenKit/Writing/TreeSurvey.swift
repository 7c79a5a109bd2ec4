#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the output tree once and decides, file by file, what a run does: create, update,
/// leave unchanged, refuse, keep (stubs). Reads each generated file (sizes first, then bytes),
/// `lstat`s each stub, never looks below a folder known to be missing, and has `FolderGuard`
/// check the folders of every path it schedules for writing or deleting.
struct TreeSurvey {
    var layout: OutputLayout
    var fileSystem: FileSystem
    var folders: FolderGuard
    var knowledge: WriteKnowledge
    var options: WriteOptions
    var work = PendingWork()

    mutating func survey(_ plan: Plan) throws(WriteError) -> PendingWork {
        work.state.spec = layout.recordedSpec(options.specPath)
        work.state.entries.reserveCapacity(plan.files.count)
        var recordedAndPlanned = 0
        for file in plan.files {
            if knowledge.state.entries[file.path] != nil { recordedAndPlanned += 1 }
            let exists = !folders.isKnownMissing(parentOf: file.path)
            switch file.ownership {
            case .generated: try surveyGenerated(file, parentExists: exists)
            case .stub: try surveyStub(file, parentExists: exists)
            }
        }
        if recordedAndPlanned < knowledge.state.entries.count || knowledge.journal != nil {
            try surveyOrphans(planned: Set(plan.files.map(\.path)))
        }
        work.report.sortAll()
        return work
    }

    private mutating func surveyStub(_ file: PlannedFile, parentExists: Bool) throws(WriteError) {
        work.state.entries[file.path] = WriteState.Entry(ownership: .stub, hash: nil)
        let status = parentExists ? try status(of: file.path) : nil
        switch status?.kind {
        case nil:
            work.report.created.append(file.path)
            try schedule(.init(file: file))
        case .symbolicLink:
            try folders.checkLink(file.path)
            work.report.stubsKept.append(file.path)
        default:
            work.report.stubsKept.append(file.path)
        }
    }

    private mutating func surveyGenerated(_ file: PlannedFile, parentExists: Bool) throws(WriteError) {
        let planned = ContentHash(file.contents)
        let existing = parentExists ? try read(file.path) : .missing
        switch existing {
        case .missing:
            work.report.created.append(file.path)
            try schedule(.init(file: file))
        case let .regular(bytes, permissions):
            if file.contents.hasSameBytes(as: bytes) {
                work.report.unchanged.append(file.path)
            } else if knowledge.wrote(ContentHash(bytes), at: file.path) {
                work.report.updated.append(file.path)
                try schedule(.init(file: file, permissions: permissions))
            } else {
                try refuseOrForce(file, hash: planned)
                return
            }
        case .symbolicLink:
            try folders.checkLink(file.path)
            try refuseOrForce(file, hash: planned)
            return
        case .directory, .special:
            throw WriteError(
                path: layout.path(file.path), message: "is not a regular file, but a generated file is needed here",
                reason: .wrongKind)
        }
        work.state.entries[file.path] = WriteState.Entry(ownership: .generated, hash: planned)
    }

    /// A file modgen did not write (or a person edited): replaced only with `force`.
    private mutating func refuseOrForce(_ file: PlannedFile, hash: ContentHash) throws(WriteError) {
        if options.force {
            work.report.updated.append(file.path)
            try schedule(.init(file: file))
            work.state.entries[file.path] = WriteState.Entry(ownership: .generated, hash: hash)
        } else {
            work.report.refused.append(file.path)
            work.state.entries[file.path] = knowledge.state.entries[file.path]
        }
    }

    /// Checks the folders above `path`, then queues it for writing.
    private mutating func schedule(_ write: PendingWork.FileWrite) throws(WriteError) {
        _ = try folders.parentExists(of: write.file.path)
        work.writes.append(write)
    }

    mutating func status(of path: String) throws(WriteError) -> FileStatus? {
        do { return try fileSystem.status(layout.path(path)) } catch {
            throw try blame(error, path)
        }
    }

    mutating func read(_ path: String) throws(WriteError) -> ExistingFile {
        do { return try fileSystem.existingFile(at: layout.path(path)) } catch {
            throw try blame(error, path)
        }
    }

    /// ENOTDIR means a file sits where a folder of `path` should be: the guard names it.
    private mutating func blame(_ error: SystemError, _ path: String) throws(WriteError) -> WriteError {
        if error.code == ENOTDIR { _ = try folders.parentExists(of: path) }
        return WriteError(error, displayPath: layout.path(path))
    }
}
