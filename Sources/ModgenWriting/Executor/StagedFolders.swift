#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Makes the folders of the new subtrees under `.modgen/staging` (`FreshSubtrees`) as their
/// files are staged, one per staging lane (`StagingLanes`): the lanes make them on both cores.
/// A folder two lanes both need (above where their halves meet) is made by the first to get
/// there; the other finds it made (EEXIST: the staging folder is modgen's alone).
struct StagedFolders {
    var fileSystem: FileSystem
    var layout: OutputLayout
    var subtrees: FreshSubtrees
    /// The folder the last file was staged in (full path).
    private var lastFolder = ""

    init(fileSystem: FileSystem, layout: OutputLayout, subtrees: FreshSubtrees) {
        self.fileSystem = fileSystem
        self.layout = layout
        self.subtrees = subtrees
    }

    /// Makes the missing staged folders above `staged` (a file's staged path in the subtree
    /// numbered `subtree`), from its subtree's top down.
    /// The writes come sorted by path, so the files below one folder come one after another:
    /// the folders a file needs that the file before it did not are new, those below the
    /// deepest folder the two share. (Were they not sorted, a folder made twice is only
    /// found there: EEXIST.)
    mutating func create(for staged: String, in subtree: Int) throws(WriteError) {
        var staged = staged
        var previous = lastFolder
        let rootLength = subtrees.root.utf8.count
        // Byte offsets in `staged`: the end of its folder, and the '/' ending each new folder.
        let (folderLength, ends) = staged.withUTF8 { path in
            previous.withUTF8 { previous in Self.newFolderEnds(of: path, after: previous, below: rootLength) }
        }
        guard !ends.isEmpty else { return }
        let subtree = subtrees.subtrees[subtree]
        for end in ends {
            let folder = staged.withUTF8 { String(decoding: UnsafeBufferPointer(rebasing: $0[..<end]), as: UTF8.self) }
            try create(folder, in: subtree)
        }
        lastFolder = staged.withUTF8 { String(decoding: UnsafeBufferPointer(rebasing: $0[..<folderLength]), as: UTF8.self) }
    }

    private func create(_ folder: String, in subtree: FreshSubtrees.Subtree) throws(WriteError) {
        do throws(SystemError) {
            do { try fileSystem.perform(.createDirectory, folder) { mkdir(folder, 0o777) } } catch where error.code == EEXIST {
                let kind = try fileSystem.status(folder)?.kind
                guard kind == .directory else { throw error }
            }
        } catch {
            // Named by where it is going: the staging folder is modgen's business.
            throw WriteError(error, displayPath: subtree.finalPath(of: folder, layout))
        }
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
}
