#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The new subtrees of a run (`FreshSubtrees`): their folders, made under `.modgen/staging`
/// while staging, and the one rename of each into place. A subtree that cannot go in whole
/// (something is at its place now, a person made it during the run; or its place is on
/// another file system, or that file system cannot rename without replacing) goes in file
/// by file, as a file whose folder exists: a temp file beside its target and a rename that
/// never replaces, so what the person made stays.
extension WorkExecutor {
    /// The errors after which a subtree goes in file by file; any other stops the run. A folder
    /// that refuses the rename (EACCES, EPERM) goes that way too, so its error is the one a
    /// file by file run meets and names: the folder that cannot be made.
    static let fileByFile: Set<Int32> = [EEXIST, ENOTEMPTY, EXDEV, ENOTSUP, EACCES, EPERM]

    /// Makes `.modgen/staging`; one left there (by a run killed before its journal was read,
    /// or after the journal was deleted) is removed first: all of it is modgen's.
    mutating func createStagingFolder() throws(WriteError) {
        let root = FreshSubtrees.root(layout)
        do {
            do { try fileSystem.perform(.createDirectory, root) { mkdir(root, 0o777) } } catch where error.code == EEXIST {
                try fileSystem.removeTree(root)
                try fileSystem.perform(.createDirectory, root) { mkdir(root, 0o777) }
            }
        } catch {
            throw WriteError(error, displayPath: root)
        }
    }

    /// For a run that fsyncs each file: the folders that gain a name once the subtree of the
    /// file at `path` (`placement`) is in place, each folder above the file up to the one
    /// holding the subtree's top.
    mutating func touchFinalFolders(of placement: FreshSubtrees.Placement, path: String) {
        let subtree = subtrees.subtrees[placement.subtree]
        var folder = parentPath(of: layout.path(path))
        let top = layout.path(subtree.top)
        while folder.utf8.count >= top.utf8.count, touchedFolders.insert(folder).inserted {
            folder = parentPath(of: folder)
        }
        touchedFolders.insert(parentPath(of: top))
    }

    /// Renames each new subtree into place, never over anything; `.modgen/staging` goes. Returns
    /// `staged` with the files of the subtrees that could not go in whole staged again as temp
    /// files beside their targets (no longer in a subtree), for the renames file by file (their
    /// folders' stamps dropped from `stubFolders`). `placed`: how many subtrees are in place,
    /// also when this throws.
    mutating func placeSubtrees(
        _ staged: [Staged], of writes: [PendingWork.FileWrite], placed: inout Int
    ) throws(WriteError) -> [Staged] {
        var refused = Set<Int>()
        for (index, subtree) in subtrees.subtrees.enumerated() {
            let destination = layout.path(subtree.top)
            do {
                try fileSystem.renameFolderWithoutReplacing(subtree.staged, to: destination)
                placed += 1
            } catch where Self.fileByFile.contains(error.code) {
                refused.insert(index)
            } catch {
                throw WriteError(error, displayPath: destination)
            }
        }
        try removeStagingFolder()
        if refused.isEmpty { return staged }
        stubFolders.removeAll { refused.contains($0.subtree) }
        var files = staged
        let indices = files.indices.filter { files[$0].subtree.map(refused.contains) ?? false }
        for index in indices { try createFolders(for: writes[files[index].write].file.path) }
        let lanes = StagingLanes(layout: layout, fileSystem: fileSystem, synchronize: durability.fsyncsEachFile)
        let again = try lanes.stage(indices.map { writes[files[$0].write] }).files
        if durability == .wholeFileSystem {
            do { try durability.flush(root: layout.root, folders: [], fileSystem: fileSystem) } catch {
                discard(again, of: writes)
                throw WriteError(error, displayPath: error.path)
            }
        }
        // `again` numbers its files among the writes staged again: each keeps its own number.
        for (index, file) in zip(indices, again) {
            let write = files[index].write
            files[index] = file
            files[index].write = write
        }
        return files
    }

    /// Removes `.modgen/staging`, empty once every subtree went in or was given up.
    func removeStagingFolder() throws(WriteError) {
        let root = FreshSubtrees.root(layout)
        do {
            do { try fileSystem.perform(.removeDirectory, root) { rmdir(root) } } catch where error.code != ENOENT {
                try fileSystem.removeTree(root)
            }
        } catch where error.code == ENOENT {
            return
        } catch {
            throw WriteError(error, displayPath: root)
        }
    }
}
