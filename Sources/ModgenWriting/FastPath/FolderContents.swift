#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every file below a folder with its bytes, for fingerprinting a template set: relative paths
/// sorted, symbolic links followed (a set may link its partials from elsewhere), hidden files
/// included (a superset of what the planner reads only costs a needless full run).
struct FolderContents: Sendable {
    struct File: Sendable, Hashable {
        var path: String
        var bytes: [UInt8]
        /// Not a regular file or folder (a pipe, a device): named, never read.
        var isSpecial = false
    }

    var files: [File] = []

    /// Deeper than this is a link cycle or not a template set.
    static let deepestFolder = 32

    /// Nil when the folder or something below it cannot be listed or read.
    static func read(_ folder: String, fileSystem: FileSystem = FileSystem()) -> FolderContents? {
        var contents = FolderContents()
        guard contents.collect(folder, prefix: "", depth: 0, fileSystem: fileSystem) else { return nil }
        contents.files.sort { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        return contents
    }

    private mutating func collect(_ folder: String, prefix: String, depth: Int, fileSystem: FileSystem) -> Bool {
        guard depth <= Self.deepestFolder, let names = try? fileSystem.names(in: folder) else { return false }
        for name in names {
            let path = "\(folder)/\(name)", relative = prefix + name
            var raw = stat()
            guard stat(path, &raw) == 0 else { return false }
            switch FileStatus(raw).kind {
            case .directory:
                guard collect(path, prefix: relative + "/", depth: depth + 1, fileSystem: fileSystem) else { return false }
            case .regular:
                guard let bytes = try? fileSystem.contents(followingLinksAt: path) else { return false }
                files.append(File(path: relative, bytes: bytes))
            case .symbolicLink, .other:
                files.append(File(path: relative, bytes: [], isSpecial: true))
            }
        }
        return true
    }
}
