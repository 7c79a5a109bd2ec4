import Foundation

/// Paths of spec files as the user sees them (relative stays relative), and their identity.
enum SpecPath {
    /// `included` relative to the folder of `includingFile`, with `.` and `x/..` folded away;
    /// a path that folds away entirely (`.`, `a/..`) is the current folder, `.`, never "".
    static func resolve(_ included: String, relativeTo includingFile: String) -> String {
        if included.hasPrefix("/") { return normalized(included) }
        let folder = (includingFile as NSString).deletingLastPathComponent
        let path = normalized(folder.isEmpty ? included : folder + "/" + included)
        return path.isEmpty ? "." : path
    }

    /// The same file however it is spelled: absolute, standardized, symlinks resolved.
    static func identity(of path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// `path` folded as `RelativePath` folds (`.` dropped, `a/..` folded), keeping a leading `/`.
    static func normalized(_ path: String) -> String {
        let joined = RelativePath(path).components.joined(separator: "/")
        return path.hasPrefix("/") ? "/" + joined : joined
    }
}
