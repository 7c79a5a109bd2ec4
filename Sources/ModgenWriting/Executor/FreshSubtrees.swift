/// The files of a run that go into folders the survey found missing: nothing of a person's
/// can be below such a folder, so each new subtree is built whole under modgen's staging
/// folder (`.modgen/staging/<n>`, the files under their final names) and put in place with
/// one rename of its topmost new folder that never replaces (`renameWithoutReplacing`). A
/// cold run renames a handful of folders instead of one temp file per file.
///
/// Safety: the staging folder is inside `.modgen`, which no plan may write into, so all of it
/// is modgen's; a killed run's (its journal is there) is removed by the next run
/// (`StateStore.removeLeftovers`), as is one found when a run starts staging. When the rename
/// finds something at the folder's place (a person made it during the run) or the place is on
/// another file system, the subtree's files go in one by one, as any file whose folder exists
/// (`WorkExecutor.commit`).
struct FreshSubtrees: Sendable {
    /// One new subtree: its topmost new folder (relative to the root) and where it is built.
    struct Subtree: Sendable {
        var top: String
        var staged: String

        /// Where a path under `staged` goes once the subtree is in place.
        func finalPath(of path: String, _ layout: OutputLayout) -> String {
            layout.path(top) + String(decoding: path.utf8.dropFirst(staged.utf8.count), as: UTF8.self)
        }
    }

    /// Where one write is staged: its subtree, and how many bytes of its path name the
    /// subtree's top folder (the rest goes under the subtree's staged folder: `stagedPath`).
    struct Placement: Sendable {
        var subtree: Int
        var topLength: Int
    }

    /// The staging folder, relative to the output root.
    static let stagingFolder = "\(PlannedPathRules.reservedFolder)/staging"

    /// The staging folder's full path ("" while there is no subtree).
    private(set) var root = ""
    private(set) var subtrees: [Subtree] = []
    /// Per write (in the writes' order): where it is staged, nil when its folder exists.
    private(set) var placements: [Placement?] = []

    init() {}

    /// Assigns each write whose folder the survey found missing (so it creates a file where
    /// nothing was) to the subtree of its topmost missing folder. The writes come sorted by
    /// path, so the files below one new folder come one after another: a file below the top
    /// folder of the write before is in that subtree (the top's parent is present, the folders
    /// below it missing), found by comparing bytes. (Looking every write's folders up, and
    /// making its staged path here, was 32 M instructions of a cold run at 1,000 features on
    /// the thread the staging lanes wait for; the lanes make the paths, `stagedPath`.)
    init(_ writes: [PendingWork.FileWrite], folders: FolderGuard, layout: OutputLayout) {
        let root = Self.root(layout)
        self.root = root
        var indexOfTop: [String: Int] = [:]
        var last: (top: String, placement: Placement)?
        placements.reserveCapacity(writes.count)
        // By index: each write read in place, not copied out.
        for position in writes.indices {
            guard writes[position].found == .nothing else {
                placements.append(nil)
                continue
            }
            let path = writes[position].file.path
            if let last, Self.isBelow(path, last.top) {
                placements.append(last.placement)
                continue
            }
            guard let top = Self.topmostMissingFolder(above: path, folders) else {
                placements.append(nil)
                continue
            }
            let index: Int
            if let known = indexOfTop[top] {
                index = known
            } else {
                index = subtrees.count
                indexOfTop[top] = index
                subtrees.append(Subtree(top: top, staged: "\(root)/\(index)"))
            }
            let placement = Placement(subtree: index, topLength: top.utf8.count)
            last = (top, placement)
            placements.append(placement)
        }
    }

    /// Where the write of `path` placed at `placement` is staged: the path below its subtree's
    /// top folder, under the subtree's staged folder.
    func stagedPath(of path: String, at placement: Placement) -> String {
        let staged = subtrees[placement.subtree].staged
        let utf8 = path.utf8
        var result = ""
        result.reserveCapacity(staged.utf8.count + utf8.count - placement.topLength)
        result += staged
        result += path[utf8.index(utf8.startIndex, offsetBy: placement.topLength)...]
        return result
    }

    /// Where `file` (of `writes`) was staged: in its new subtree, or as a temp file beside its
    /// target (a staged file carries no path: `WorkExecutor.Staged`).
    func temporaryPath(of file: WorkExecutor.Staged, in writes: [PendingWork.FileWrite], layout: OutputLayout) -> String {
        let path = writes[file.write].file.path
        if file.subtree != nil, file.write < placements.count, let placement = placements[file.write] {
            return stagedPath(of: path, at: placement)
        }
        return AtomicFileWriter.temporaryPath(for: layout.path(path))
    }

    /// Whether `path` lies below the folder `folder` (its bytes, then a '/').
    static func isBelow(_ path: String, _ folder: String) -> Bool {
        if case .followedBy(UInt8(ascii: "/")) = PlannedPathRules.PrefixMatch(folder, of: path) { return true }
        return false
    }

    var isEmpty: Bool { subtrees.isEmpty }

    /// The full path of the staging folder under `layout`'s root.
    static func root(_ layout: OutputLayout) -> String { layout.path(stagingFolder) }

    /// The highest folder above `path` that the survey found missing, whose parent it found
    /// present; nil when the folder holding `path` is present (or was never looked at). The
    /// first folder first (on a cold run it is the new one, and its short name costs no
    /// allocation), then the folder holding `path` (one lookup for a file of a folder that
    /// exists), then the folders between, from the top down.
    private static func topmostMissingFolder(above path: String, _ folders: FolderGuard) -> String? {
        let utf8 = path.utf8
        guard let first = utf8.firstIndex(of: UInt8(ascii: "/")), let last = utf8.lastIndex(of: UInt8(ascii: "/")) else {
            return nil
        }
        let top = String(path[..<first])
        if folders.isMissing(top) { return top }
        guard first < last, folders.isMissing(String(path[..<last])) else { return nil }
        var slash = utf8[utf8.index(after: first)...].firstIndex(of: UInt8(ascii: "/"))
        while let end = slash, end < last {
            let folder = String(path[..<end])
            if folders.isMissing(folder) { return folder }
            slash = utf8[utf8.index(after: end)...].firstIndex(of: UInt8(ascii: "/"))
        }
        return String(path[..<last])
    }
}
