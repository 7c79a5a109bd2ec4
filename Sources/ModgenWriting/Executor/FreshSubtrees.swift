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

    /// Where one write is staged: its subtree and its path under that subtree's staged folder.
    struct Placement: Sendable {
        var subtree: Int
        var staged: String
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
    /// nothing was) to the subtree of its topmost missing folder.
    init(_ writes: [PendingWork.FileWrite], folders: FolderGuard, layout: OutputLayout) {
        let root = Self.root(layout)
        self.root = root
        var indexOfTop: [String: Int] = [:]
        placements.reserveCapacity(writes.count)
        for write in writes {
            guard write.found == .nothing, let top = Self.topmostMissingFolder(above: write.file.path, folders) else {
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
            var staged = subtrees[index].staged
            staged.reserveCapacity(staged.utf8.count + write.file.path.utf8.count - top.utf8.count)
            let path = write.file.path
            staged += path[path.utf8.index(path.utf8.startIndex, offsetBy: top.utf8.count)...]
            placements.append(Placement(subtree: index, staged: staged))
        }
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
