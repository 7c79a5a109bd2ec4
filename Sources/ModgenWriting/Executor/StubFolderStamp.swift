/// The stamp of a new folder whose stubs a staging lane has just made, taken for the fast
/// path (`.modgen/stat`'s folder lines, `StatRecord`): while a folder keeps its stamp no name
/// in it was added, removed or renamed, so the stubs made in it are still there and the fast
/// path `lstat`s the folder instead of each stub (`StubFolderCheck`).
///
/// Taken only where that holds by construction: the folder is below its new subtree's top
/// (the rename that puts the subtree in place changes the top's ctime, not those below), every
/// planned path under it is a file directly in it (no folder made in it afterwards), and one
/// chunk of one lane staged all of them, each made where nothing was (`O_EXCL`) in a folder
/// the lane made under `.modgen/staging`, which is modgen's alone under its lock. The
/// folder is `lstat`ed once its last file is staged (`lstat`ed by two lanes once all were
/// staged, they cost as much). Only a folder of two stubs or more: for one stub the folder's
/// `lstat` would replace the stub's, saving nothing.
struct StubFolderStamp: Sendable {
    /// The folder, relative to the output root, with its '/' (the start of its stubs' paths).
    var path: String
    var stamp: FileStamp
    /// The new subtree the folder is in: the stamp holds only if that subtree goes in whole.
    var subtree: Int

    /// The stamp of the folder holding `writes[last]` when `last` is the last planned path
    /// under that folder and the folder qualifies (above), its files staged by the chunk
    /// `chunk` (`StagingLanes`); `stagedPath` is where `writes[last]` was staged. Nil otherwise.
    static func taken(
        after last: Int, of writes: [PendingWork.FileWrite], chunk: Range<Int>, placement: FreshSubtrees.Placement,
        stagedPath: String, fileSystem: FileSystem
    ) -> StubFolderStamp? {
        let path = writes[last].file.path
        let length = PathFolder.length(of: path)
        // The subtree's top itself is renamed into place (its ctime changes).
        guard length > 0, length - 1 > placement.topLength else { return nil }
        if last + 1 < writes.count, PathFolder.isUnder(writes[last + 1].file.path, path, length: length) { return nil }
        var first = last
        var stubs = writes[last].file.ownership == .stub ? 1 : 0
        while first > 0, PathFolder.isUnder(writes[first - 1].file.path, path, length: length) {
            first -= 1
            // A folder below this one was made after some of its files: its stamp would say so.
            guard !PathFolder.hasSlash(writes[first].file.path, from: length) else { return nil }
            if writes[first].file.ownership == .stub { stubs += 1 }
        }
        let stagedLength = PathFolder.length(of: stagedPath)
        guard first >= chunk.lowerBound, stubs >= 2, stagedLength > 1,
            let found = try? fileSystem.status(String(decoding: stagedPath.utf8.prefix(stagedLength - 1), as: UTF8.self)),
            found.kind == .directory
        else { return nil }
        return StubFolderStamp(
            path: String(decoding: path.utf8.prefix(length), as: UTF8.self), stamp: found.stamp, subtree: placement.subtree)
    }
}

extension StubFolderStamp {
    /// The stamps of `stamps` that vouch for every stub the new state lists in their folder:
    /// not those of a folder holding a stub in `deleted` (the state keeps a stub a person
    /// deleted, `WriteReport.stubsDeleted`, which the run did not write again).
    static func vouching(_ stamps: [StubFolderStamp], deleted: [String]) -> [(path: String, stamp: FileStamp)] {
        let emptied = Set(deleted.compactMap { path in path.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(path[...$0]) } })
        return stamps.lazy.filter { !emptied.contains($0.path) }.map { ($0.path, $0.stamp) }
    }
}
