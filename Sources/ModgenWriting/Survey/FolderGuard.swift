#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Walks the folders above every path the run will write or delete, once each (one `lstat`
/// per folder, memoized), and stops the run before any write when one of them is a file, or
/// a symbolic link that leads outside the output root. A missing folder makes every folder
/// below it missing, unvisited. Paths that are only read (a no-op run) are not walked:
/// reading through a link cannot write anywhere.
struct FolderGuard {
    enum Folder: Sendable, Hashable {
        case present, missing
    }

    let layout: OutputLayout
    let fileSystem: FileSystem
    /// The output root with its links resolved; nil while the root does not exist.
    let resolvedRoot: String?
    private var folders: [String: Folder] = [:]
    /// False until some folder is found missing: then `isKnownMissing` needs no lookups.
    private var anyMissing = false
    /// The UTF-8 of each first folder (a path's first component) known missing, so a path's
    /// first folder is looked up by comparing a few bytes, not by hashing it: on a cold run it
    /// answers for every path, several times each.
    private var missingFirstFolders: [[UInt8]] = []

    init(layout: OutputLayout, fileSystem: FileSystem) throws(WriteError) {
        self.layout = layout
        self.fileSystem = fileSystem
        let root: (path: String, kind: FileStatus.Kind?)?
        do {
            root = try fileSystem.status(layout.root) == nil ? nil : Self.resolve(layout.root, fileSystem)
        } catch {
            throw WriteError(error, displayPath: layout.root)
        }
        guard root == nil || root?.kind == .directory else {
            throw WriteError(
                path: layout.root, message: "is a file, but the output root must be a folder", reason: .wrongKind)
        }
        resolvedRoot = root?.path
        folders[""] = root == nil ? .missing : .present
        anyMissing = root == nil
    }

    private static func resolve(_ path: String, _ fileSystem: FileSystem) throws(SystemError) -> (
        String, FileStatus.Kind?
    ) {
        let resolved = try fileSystem.resolve(path)
        return (resolved, try fileSystem.status(resolved)?.kind)
    }

    /// True, without a system call, when a folder above `path` is already known to be missing.
    /// Its first folder first: on a cold run that is the missing one, and a short name costs
    /// no allocation.
    func isKnownMissing(parentOf path: String) -> Bool {
        guard anyMissing else { return false }
        guard let slash = Self.lastSlash(in: path) else { return folders[""] == .missing }
        // `path` has a folder: its first folder is that folder or one above it.
        if firstFolderIsMissing(path) { return true }
        return isRecordedMissing(path[..<slash])
    }

    /// True, without a system call, when `folder` (relative, not the root) or a folder above
    /// it is already known to be missing.
    func isKnownMissing(folder: String) -> Bool {
        guard anyMissing else { return false }
        if firstFolderIsMissing(folder, orIsOne: true) { return true }
        return isRecordedMissing(folder[...])
    }

    /// Whether the deepest of `folder` and the folders above it that the guard recorded is
    /// missing (the root's record when none is).
    private func isRecordedMissing(_ folder: Substring) -> Bool {
        var current = folder
        while true {
            if let known = folders[String(current)] { return known == .missing }
            guard let slash = current.utf8.lastIndex(of: UInt8(ascii: "/")) else { break }
            current = current[..<slash]
        }
        return folders[""] == .missing
    }

    /// The folder holding `path` (relative), checked from the root down. Below a first folder
    /// known missing, the folders between are not recorded one by one: they are all missing.
    mutating func parentExists(of path: String) throws(WriteError) -> Bool {
        guard let slash = Self.lastSlash(in: path) else { return folders[""] == .present }
        if anyMissing, firstFolderIsMissing(path) { return false }
        return try folderExists(String(path[..<slash])) == .present
    }

    /// Where the last '/' of `path` is, found by reading its bytes backwards: the generic
    /// `utf8.lastIndex(of:)` took about 700 instructions a path, twice for every planned file
    /// on the thread a cold run's writer waits for.
    static func lastSlash(in path: String) -> String.Index? {
        let offset = path.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            var index = bytes.count - 1
            while index >= 0, bytes[index] != UInt8(ascii: "/") { index -= 1 }
            return index >= 0 ? index : nil
        }
        guard let offset else { return path.utf8.lastIndex(of: UInt8(ascii: "/")) }
        return offset.map { path.utf8.index(path.utf8.startIndex, offsetBy: $0) }
    }

    /// True when the first folder of `path` (its first component, if more follow; or `path`
    /// itself when `orIsOne` and it has one component) is known missing: then so is every
    /// folder below it.
    private func firstFolderIsMissing(_ path: String, orIsOne: Bool = false) -> Bool {
        guard !missingFirstFolders.isEmpty else { return false }
        let found = path.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard let base = bytes.baseAddress,
                let end = bytes.firstIndex(of: UInt8(ascii: "/")) ?? (orIsOne ? bytes.count : nil)
            else { return false }
            return missingFirstFolders.contains { $0.count == end && memcmp($0, base, end) == 0 }
        }
        if let found { return found }
        guard let end = path.utf8.firstIndex(of: UInt8(ascii: "/")) ?? (orIsOne ? path.utf8.endIndex : nil) else { return false }
        return folders[String(path[..<end])] == .missing
    }

    /// Records what is known of `folder`, keeping `missingFirstFolders` in step.
    private mutating func record(_ state: Folder, for folder: String) {
        folders[folder] = state
        guard !folder.isEmpty, !folder.utf8.contains(UInt8(ascii: "/")) else { return }
        let bytes = Array(folder.utf8)
        missingFirstFolders.removeAll { $0 == bytes }
        if state == .missing { missingFirstFolders.append(bytes) }
    }

    private mutating func folderExists(_ folder: String) throws(WriteError) -> Folder {
        if let known = folders[folder] { return known }
        let parent = folder.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(folder[..<$0]) } ?? ""
        var state = try folderExists(parent)
        if state == .present { state = try inspect(folder) }
        record(state, for: folder)
        if state == .missing { anyMissing = true }
        return state
    }

    private func inspect(_ folder: String) throws(WriteError) -> Folder {
        let status: FileStatus?
        do { status = try fileSystem.status(layout.path(folder)) } catch {
            throw WriteError(error, displayPath: layout.path(folder))
        }
        switch status?.kind {
        case nil: return .missing
        case .directory: return .present
        case .symbolicLink:
            let target = try checkLink(folder)
            guard (try? fileSystem.status(target)?.kind) == .directory else { throw notAFolder(folder) }
            return .present
        case .regular, .other:
            throw notAFolder(folder)
        }
    }

    private func notAFolder(_ folder: String) -> WriteError {
        WriteError(path: layout.path(folder), message: "is a file, but a folder is needed here", reason: .wrongKind)
    }

    /// Refuses a symbolic link at `relative` unless it resolves to a place inside the root;
    /// returns where it leads.
    @discardableResult
    func checkLink(_ relative: String) throws(WriteError) -> String {
        let shown = layout.path(relative)
        guard let root = resolvedRoot, let target = try? fileSystem.resolve(shown) else {
            throw WriteError(
                path: shown, message: "is a symbolic link that cannot be resolved", reason: .leavesOutputRoot)
        }
        let inside = root == "/" || target == root || target.hasPrefix(root + "/")
        guard inside else {
            throw WriteError(
                path: shown,
                message: "is a symbolic link to '\(target)', outside the output root; refusing to write through it",
                reason: .leavesOutputRoot)
        }
        return target
    }

    /// True when the survey saw `folder` present (a real folder or a link that stays inside).
    func isPresent(_ folder: String) -> Bool {
        folders[folder] == .present
    }

    /// True when the survey saw `folder` missing, or its first folder (so nothing of a
    /// person's is below it).
    func isMissing(_ folder: String) -> Bool {
        folders[folder] == .missing || (anyMissing && firstFolderIsMissing(folder))
    }

    /// Records folders the writer created, so later files below them are seen as present.
    mutating func markPresent(_ folder: String) {
        record(.present, for: folder)
    }
}
