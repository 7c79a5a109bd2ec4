import ModgenPlanning
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The renames and deletions, each replacing or deleting only what the survey found
/// (`PendingWork.FileWrite.Found`): a person may write a file at a stub's path, or edit a
/// manifest, after the survey read the tree. A new file goes into place without replacing
/// (`renameWithoutReplacing`); a file to replace or prune is read again right before and must
/// still hold what the survey read. What was there then stays, and the report says so: a stub
/// is kept, a generated file refused.
extension WorkExecutor {
    /// A file written beside its target, waiting for its rename, or in a new subtree under
    /// `.modgen/staging`, waiting for the subtree's.
    /// It names its write by index in the run's writes, and its temp file not at all (that
    /// path follows from the write: `FreshSubtrees.temporaryPath(of:in:layout:)`): the lanes' staged files are gathered
    /// into one array, and each copy of a write's planned file (four strings retained, then
    /// released), then of a path, made that a serial stretch at the end of a cold run.
    struct Staged: Sendable {
        /// The index of its write in the writes staged (`PendingWork.writes`).
        var write: Int
        /// The file's stamp once written (generated files only; nil if `fstat` failed).
        var stamp: FileStamp?
        /// The new subtree it is in (`FreshSubtrees`), nil for a temp file beside its target.
        var subtree: Int?
    }

    /// The new subtrees first, each in one rename (`placeSubtrees`), then every other file.
    mutating func commit(
        _ staged: [Staged], of work: inout PendingWork, previous: WriteKnowledge
    ) throws(WriteError) {
        var files = staged
        if !subtrees.isEmpty {
            var placed = 0
            do { files = try placeSubtrees(staged, of: work.writes, placed: &placed) } catch {
                discard(staged.lazy.filter { $0.subtree == nil }, of: work.writes)
                try? fileSystem.removeTree(FreshSubtrees.root(layout))
                // Nothing renamed yet (a read-only folder fails here): the tree is as before.
                if placed == 0 { undoStaging() }
                throw error
            }
        }
        let writer = AtomicFileWriter(fileSystem: fileSystem)
        var kept: [PendingWork.FileWrite] = []
        // By index, each field read in place: copying every `Staged` out of the array (its
        // planned file's strings retained, then released) was most of a cold commit.
        for index in files.indices {
            let write = files[index].write
            do throws(SystemError) {
                let placed =
                    files[index].subtree != nil
                    ? true : try commitUnlessChanged(files[index], of: work.writes[write], with: writer)
                if placed {
                    if let stamp = files[index].stamp, work.writes[write].file.ownership == .generated {
                        if files[index].subtree != nil {
                            work.writtenInPlace.append((work.writes[write].file.path, stamp))
                        } else {
                            work.written.append((work.writes[write].file.path, stamp))
                        }
                    }
                    continue
                }
                kept.append(work.writes[write])
            } catch {
                discard(files[(index + 1)...].lazy.filter { $0.subtree == nil }, of: work.writes)
                throw WriteError(error, displayPath: layout.path(work.writes[write].file.path))
            }
        }
        for write in kept { keep(write, in: &work, previous: previous) }
    }

    /// True when renamed; false (the temp file removed) when the path no longer holds what
    /// the survey found.
    private func commitUnlessChanged(
        _ file: Staged, of write: PendingWork.FileWrite, with writer: AtomicFileWriter
    ) throws(SystemError) -> Bool {
        let path = layout.path(write.file.path)
        let temporary = AtomicFileWriter.temporaryPath(for: path)
        switch write.found {
        case .nothing:
            do { try writer.commit(temporary, to: path, replacing: false) } catch where error.code == EEXIST {
                return false
            }
            return true
        case .bytes, .symbolicLink:
            guard try stillHolds(write.found, at: path) else {
                try? fileSystem.removeFile(temporary)
                return false
            }
            try writer.commit(temporary, to: path, replacing: true)
            return true
        }
    }

    private func stillHolds(_ found: PendingWork.FileWrite.Found, at path: String) throws(SystemError) -> Bool {
        switch try fileSystem.existingFile(at: path) {
        case .regular(let bytes, _): return found == .bytes(ContentHash(bytes))
        case .symbolicLink: return found == .symbolicLink
        case .missing, .directory, .special: return false
        }
    }

    /// Deletes the pruned orphans that still hold what the survey read; an edited one is
    /// refused and stays recorded, as the survey does with an orphan edited before the run.
    mutating func remove(of work: inout PendingWork, previous: WriteKnowledge) throws(WriteError) {
        for removal in work.removals {
            let path = layout.path(removal.path)
            do {
                guard try stillHolds(.bytes(removal.hash), at: path) else {
                    keepEdited(removal, in: &work, previous: previous)
                    continue
                }
                try fileSystem.removeFile(path)
            } catch {
                throw WriteError(error, displayPath: path)
            }
            if durability == .eachFile { touchedFolders.insert(parentPath(of: path)) }
        }
    }

    private func keepEdited(_ removal: PendingWork.Removal, in work: inout PendingWork, previous: WriteKnowledge) {
        work.report.pruned.removeAll { $0 == removal.path }
        work.report.refused.append(removal.path)
        work.report.orphaned.append(removal.path)
        work.report.orphans[removal.path] = .init(kind: .editedGenerated, module: removal.module, forgotten: false)
        work.state.entries[removal.path] = previous.entry(for: removal.path)
        work.entriesInPlanOrder = nil
        work.report.sortAll()
    }

    /// Says in the report and state that `write`'s path keeps what a person put there.
    private func keep(_ write: PendingWork.FileWrite, in work: inout PendingWork, previous: WriteKnowledge) {
        let path = write.file.path
        work.report.created.removeAll { $0 == path }
        work.report.updated.removeAll { $0 == path }
        work.report.stubsRestored.removeAll { $0 == path }
        switch write.file.ownership {
        case .stub:
            work.report.stubsKept.append(path)
        case .generated:
            work.report.refused.append(path)
            work.state.entries[path] = previous.state.entries[path]
            work.entriesInPlanOrder = nil
        }
        work.report.sortAll()
    }
}
