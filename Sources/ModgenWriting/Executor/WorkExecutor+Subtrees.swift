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

    /// Makes the missing staged folders above `placement`'s file, from its subtree's top down.
    /// The writes come sorted by path, so the files below one folder come one after another:
    /// the folders a file needs that the file before it did not are new, those below the
    /// deepest folder the two share. (Were they not sorted, a folder made twice is only
    /// found there: EEXIST, it is modgen's own.)
    mutating func createStagedFolders(for placement: FreshSubtrees.Placement) throws(WriteError) {
        var staged = placement.staged
        var previous = lastStagedFolder
        let rootLength = subtrees.root.utf8.count
        // Byte offsets in `staged`: the end of its folder, and the '/' ending each new folder.
        let (folderLength, ends) = staged.withUTF8 { path in
            previous.withUTF8 { previous in Self.newFolderEnds(of: path, after: previous, below: rootLength) }
        }
        guard !ends.isEmpty else { return }
        let subtree = subtrees.subtrees[placement.subtree]
        for end in ends {
            let folder = staged.withUTF8 { String(decoding: UnsafeBufferPointer(rebasing: $0[..<end]), as: UTF8.self) }
            try createStagedFolder(folder, in: subtree)
        }
        lastStagedFolder = staged.withUTF8 { String(decoding: UnsafeBufferPointer(rebasing: $0[..<folderLength]), as: UTF8.self) }
    }

    /// The length of the folder holding `path`, and the lengths of the folders above `path`
    /// (and that folder itself) not already made for `previous` (the folder the file before
    /// was staged in): those below the deepest folder the two share, never `root` or above.
    private static func newFolderEnds(
        of path: UnsafeBufferPointer<UInt8>, after previous: UnsafeBufferPointer<UInt8>, below rootLength: Int
    ) -> (Int, [Int]) {
        let slash = UInt8(ascii: "/")
        guard let folder = path.lastIndex(of: slash) else { return (0, []) }
        var shared = 0
        while shared < folder, shared < previous.count, path[shared] == previous[shared] { shared += 1 }
        // The folder of the file before, or one above it: made.
        if shared == folder, shared == previous.count || previous[shared] == slash { return (folder, []) }
        // Where the deepest folder both hold ends (the previous folder itself when it holds this one).
        var start: Int
        if shared == previous.count, path[shared] == slash {
            start = shared
        } else {
            // Below `shared` both paths are the same bytes: a '/' there ends a folder of both.
            start = shared - 1
            while start > 0, path[start] != slash { start -= 1 }
        }
        start = max(start, rootLength)
        var ends: [Int] = []
        var index = start + 1
        while index < folder {
            if path[index] == slash { ends.append(index) }
            index += 1
        }
        ends.append(folder)
        return (folder, ends)
    }

    private mutating func createStagedFolder(_ folder: String, in subtree: FreshSubtrees.Subtree) throws(WriteError) {
        do throws(SystemError) {
            do { try fileSystem.perform(.createDirectory, folder) { mkdir(folder, 0o777) } } catch where error.code == EEXIST {
                let kind = try fileSystem.status(folder)?.kind
                guard kind == .directory else { throw error }
            }
        } catch {
            // Named by where it is going: the staging folder is modgen's business.
            throw WriteError(error, displayPath: Self.finalPath(of: folder, in: subtree, layout))
        }
        if durability == .eachFile { touchedFolders.insert(parentPath(of: Self.finalPath(of: folder, in: subtree, layout))) }
    }

    /// Where a folder staged in `subtree` goes once the subtree is in place.
    private static func finalPath(of staged: String, in subtree: FreshSubtrees.Subtree, _ layout: OutputLayout) -> String {
        layout.path(subtree.top) + String(decoding: staged.utf8.dropFirst(subtree.staged.utf8.count), as: UTF8.self)
    }

    /// Renames each new subtree into place, never over anything; `.modgen/staging` goes. Returns
    /// `staged` with the files of the subtrees that could not go in whole staged again as temp
    /// files beside their targets (no longer in a subtree), for the renames file by file.
    /// `placed`: how many subtrees are in place, also when this throws.
    mutating func placeSubtrees(_ staged: [Staged], placed: inout Int) throws(WriteError) -> [Staged] {
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
        var files = staged
        let indices = files.indices.filter { files[$0].subtree.map(refused.contains) ?? false }
        for index in indices { try createFolders(for: files[index].write.file.path) }
        let lanes = StagingLanes(layout: layout, fileSystem: fileSystem, synchronize: durability.fsyncsEachFile)
        let again = try lanes.stage(indices.map { files[$0].write })
        if durability == .wholeFileSystem {
            do { try durability.flush(root: layout.root, folders: [], fileSystem: fileSystem) } catch {
                discard(again)
                throw WriteError(error, displayPath: error.path)
            }
        }
        for (index, file) in zip(indices, again) { files[index] = file }
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
