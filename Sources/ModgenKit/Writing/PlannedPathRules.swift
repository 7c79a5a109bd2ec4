/// The lexical rules every planned path must follow before anything touches the disk:
/// relative, `/`-separated, no `..`/`.`/empty components, no `~`, no control characters,
/// nothing inside modgen's own `.modgen/` folder, no name the writer uses for temp files.
enum PlannedPathRules {
    static let reservedFolder = ".modgen"
    static let temporarySuffix = ".modgen-tmp"

    /// Why `path` is unsafe, or nil when it is fine.
    static func problem(with path: String) -> String? {
        if path.isEmpty { return "empty path" }
        if path.hasPrefix("/") { return "absolute path; planned paths must be relative to the output root" }
        if path.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7f }) {
            return "path contains a control character"
        }
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        for component in components {
            if let problem = problem(withComponent: component) { return problem }
        }
        if components.first == Substring(reservedFolder) { return "'\(reservedFolder)/' is reserved for modgen's state" }
        return nil
    }

    private static func problem(withComponent component: Substring) -> String? {
        switch component {
        case "": return "empty path component ('//' or a trailing '/')"
        case ".": return "'.' component; planned paths must be normalized"
        case "..": return "'..' component would leave the output root"
        default:
            if component.hasPrefix("~") { return "'~' component; home folders are not expanded" }
            if component.hasSuffix(temporarySuffix) { return "names ending in '\(temporarySuffix)' are reserved" }
            return nil
        }
    }

    /// Checks every path, then conflicts between them: duplicates, a file that another path
    /// needs as a folder, and two paths that differ only by case (one file on macOS).
    static func validate(_ files: [PlannedFile]) throws(WriteError) {
        var filePaths = Set<String>()
        var foldedNames: [String: String] = [:]
        for file in files {
            if let problem = problem(with: file.path) {
                throw WriteError(path: file.path, message: problem, reason: .unsafePath)
            }
            guard filePaths.insert(file.path).inserted else {
                throw WriteError(path: file.path, message: "planned twice", reason: .unsafePath)
            }
        }
        for file in files {
            try checkFolders(of: file.path, against: filePaths)
            try checkCase(of: file.path, in: &foldedNames)
        }
    }

    private static func checkFolders(of path: String, against files: Set<String>) throws(WriteError) {
        var index = path.startIndex
        while let slash = path[index...].firstIndex(of: "/") {
            let folder = String(path[..<slash])
            if files.contains(folder) {
                throw WriteError(
                    path: folder, message: "planned as a file, but '\(path)' needs it to be a folder",
                    reason: .unsafePath)
            }
            index = path.index(after: slash)
        }
    }

    private static func checkCase(of path: String, in folded: inout [String: String]) throws(WriteError) {
        let key = path.lowercased()
        if let other = folded[key], other != path {
            throw WriteError(
                path: path, message: "differs from '\(other)' only by case (one file on macOS)",
                reason: .unsafePath)
        }
        folded[key] = path
    }
}
