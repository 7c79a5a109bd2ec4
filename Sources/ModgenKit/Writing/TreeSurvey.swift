/// Reads the output tree once and decides, file by file, what a run does: create, update,
/// leave unchanged, refuse, keep (stubs). Reads each generated file (sizes first, then bytes),
/// `lstat`s each stub, and never looks below a folder that does not exist.
struct TreeSurvey {
    var layout: OutputLayout
    var fileSystem: FileSystem
    var folders: FolderGuard
    var knowledge: WriteKnowledge
    var options: WriteOptions
    var work = PendingWork()

    mutating func survey(_ plan: Plan) throws(WriteError) -> PendingWork {
        work.state.spec = layout.recordedSpec(options.specPath)
        for file in plan.files {
            let exists = try folders.parentExists(of: file.path)
            switch file.ownership {
            case .generated: try surveyGenerated(file, parentExists: exists)
            case .stub: try surveyStub(file, parentExists: exists)
            }
        }
        try surveyOrphans(planned: Set(plan.files.map(\.path)))
        work.report.sortAll()
        return work
    }

    private mutating func surveyStub(_ file: PlannedFile, parentExists: Bool) throws(WriteError) {
        work.state.entries[file.path] = WriteState.Entry(ownership: .stub, hash: nil)
        let status = parentExists ? try status(of: file.path) : nil
        switch status?.kind {
        case nil:
            work.report.created.append(file.path)
            work.writes.append(.init(file: file))
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
            work.writes.append(.init(file: file))
        case let .regular(bytes, permissions):
            if file.contents.hasSameBytes(as: bytes) {
                work.report.unchanged.append(file.path)
            } else if knowledge.wrote(ContentHash(bytes), at: file.path) {
                work.report.updated.append(file.path)
                work.writes.append(.init(file: file, permissions: permissions))
            } else {
                refuseOrForce(file, hash: planned)
                return
            }
        case .symbolicLink:
            try folders.checkLink(file.path)
            refuseOrForce(file, hash: planned)
            return
        case .directory, .special:
            throw WriteError(
                path: layout.path(file.path), message: "is not a regular file, but a generated file is needed here",
                reason: .wrongKind)
        }
        work.state.entries[file.path] = WriteState.Entry(ownership: .generated, hash: planned)
    }

    /// A file modgen did not write (or a person edited): replaced only with `force`.
    private mutating func refuseOrForce(_ file: PlannedFile, hash: ContentHash) {
        if options.force {
            work.report.updated.append(file.path)
            work.writes.append(.init(file: file))
            work.state.entries[file.path] = WriteState.Entry(ownership: .generated, hash: hash)
        } else {
            work.report.refused.append(file.path)
            work.state.entries[file.path] = knowledge.state.entries[file.path]
        }
    }

    func status(of path: String) throws(WriteError) -> FileStatus? {
        do { return try fileSystem.status(layout.path(path)) } catch {
            throw WriteError(error, displayPath: layout.path(path))
        }
    }

    func read(_ path: String) throws(WriteError) -> ExistingFile {
        do { return try fileSystem.existingFile(at: layout.path(path)) } catch {
            throw WriteError(error, displayPath: layout.path(path))
        }
    }
}
