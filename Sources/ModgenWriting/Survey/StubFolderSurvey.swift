import ModgenPlanning

/// The stamps a writing run takes of the folders of stubs that are already there, for
/// `.modgen/stat` (as `StubFolderStamp` does for the folders a run makes): a folder whose first
/// stub is followed by another stub of it in the plan is `lstat`ed before the survey looks up
/// that first stub, and its stamp is kept if every stub of it the survey then looks up is a
/// regular file there. While the folder keeps that stamp no name in it changed after its stubs were
/// found, so the fast path `lstat`s the folder instead of each stub (`StubFolderCheck`); after
/// any run but a cold one the no-op stays as fast as after the cold one.
///
/// The plan's order (by path) puts every path under a folder together, so all its stubs are
/// looked up after the stamp, also with other files of it, or a folder in it, between them.
/// A folder the run then writes into, or deletes from, has another stamp by then: it is left
/// out (`stamps(exceptIn:_:)`).
struct StubFolderSurvey {
    /// The folders being looked at, each inside the one before ('/' included), with their
    /// stamps, and whether each of its stubs looked up so far is a regular file.
    private var open: [(folder: String, stamp: FileStamp, allFound: Bool, vouched: Bool)] = []
    /// The stub looked up last.
    private var previous: String?
    private(set) var found: [(path: String, stamp: FileStamp)] = []

    /// Before the survey looks up the stub `files[index]`: closes the open folders the stub is
    /// not under, and opens the stub's folder when the stub is its first and the
    /// next planned file is a stub in it too (`lstat` of the folder, nothing when that fails):
    /// the stamp is taken before any of the folder's stubs is looked up.
    mutating func willLookUp(
        stub index: Int, of files: [PlannedFile], parentMissing: Bool, paths: inout TreePathStatus, recorded: StatRecord? = nil
    ) {
        // Below a folder found missing (most of a cold run) nothing is open, and nothing opens.
        guard !parentMissing else { return }
        let path = files[index].path
        defer { previous = path }
        while let current = open.last, !PathFolder.isUnder(path, current.folder, length: current.folder.utf8.count) { close() }
        let length = PathFolder.length(of: path)
        guard length > 1, index + 1 < files.count, files[index + 1].ownership == .stub else { return }
        if let previous, PathFolder.isUnder(previous, path, length: length) { return }
        let next = files[index + 1].path
        guard PathFolder.isUnder(next, path, length: length), !PathFolder.hasSlash(next, from: length),
            let status = try? paths.status(path, length: length - 1), status.kind == .directory
        else { return }
        let folder = String(decoding: path.utf8.prefix(length), as: UTF8.self)
        open.append((folder, status.stamp, true, recorded.map { Self.vouches($0, folder, status.stamp) } ?? false))
    }

    /// True when `recorded` holds `folder`'s stamp (its path ending in '/') and that stamp is
    /// `current` and was taken before the record.
    private static func vouches(_ recorded: StatRecord, _ folder: String, _ current: FileStamp) -> Bool {
        var folder = folder
        return folder.withUTF8 { recorded.vouches(recorded.stamp(ofFolder: $0), for: current) }
    }

    /// True when `path`, a stub the state keeps, is directly in the folder opened last and
    /// that folder still has the stamp the last run recorded: then it is there, a regular file,
    /// as the no-op finds it (`StubFolderCheck`), and need not be looked up. (A file cannot be
    /// made, deleted, renamed or replaced in a folder without a new mtime and ctime of it.)
    func vouches(stub path: String) -> Bool {
        guard let current = open.last, current.vouched, current.allFound else { return false }
        let length = current.folder.utf8.count
        return PathFolder.isUnder(path, current.folder, length: length) && !PathFolder.hasSlash(path, from: length)
    }

    /// What the survey found at a stub's path; a stub of an open folder that is not a regular
    /// file there (missing, a link, anything else) drops the folder. (The folder holding a stub,
    /// when open, is the last opened: `willLookUp` closed those the stub is not under.)
    mutating func lookedUp(stub path: String, _ finding: TreeProbe.Finding) {
        guard let current = open.last, current.allFound else { return }
        let length = current.folder.utf8.count
        guard PathFolder.isUnder(path, current.folder, length: length), !PathFolder.hasSlash(path, from: length) else { return }
        if case .present(.regular) = finding { return }
        open[open.count - 1].allFound = false
    }

    /// Ends the survey: the open folders close.
    mutating func finish() {
        while !open.isEmpty { close() }
    }

    /// Closes the last folder opened.
    private mutating func close() {
        if let current = open.popLast(), current.allFound { found.append((current.folder, current.stamp)) }
    }

    /// The stamps found, but those of a folder the run wrote a file under (`written`: into it,
    /// or into a folder it may have made in it) or deleted one from (`removed`): paths relative
    /// to the root.
    func stamps(exceptIn written: some Sequence<String>, _ removed: some Sequence<String>) -> [(path: String, stamp: FileStamp)] {
        guard !found.isEmpty else { return [] }
        var touched = Set<Substring>()
        for path in written {
            var end = path.utf8.lastIndex(of: UInt8(ascii: "/"))
            while let slash = end, touched.insert(path[...slash]).inserted {
                end = path.utf8[..<slash].lastIndex(of: UInt8(ascii: "/"))
            }
        }
        for path in removed {
            if let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) { touched.insert(path[...slash]) }
        }
        return found.filter { !touched.contains(Substring($0.path)) }
    }
}
