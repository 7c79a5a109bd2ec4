import ModgenDiagnostics
import ModgenGraph
import ModgenSpec

/// What a planned path may not be, checked while planning so the error can name the module
/// (its `file:line:col` in the spec) that asked for the path, not only the path: a component
/// longer than a file name can be (`NAME_MAX`, 255 bytes on Linux and macOS), or a file under
/// the folder modgen keeps its own state in (`packagesDir: .modgen`).
///
/// The writer checks every path again (`PlannedPathRules`), without positions, as a last guard.
package enum PlannedPathLimits {
    /// The folder under the output root that holds modgen's state, lock and journal.
    package static let reservedFolder = ".modgen"
    /// The longest file or folder name, in UTF-8 bytes.
    static let maxComponentBytes = 255

    /// Why `path` cannot be written, or nil. Reads the UTF-8 bytes in place (every planned path
    /// passes here; splitting 30,000 paths into `Character`s, or even stepping through
    /// `String.UTF8View`, would show in a cold run).
    static func problem(with path: String) -> String? {
        var text = path
        let (reserved, long) = text.withUTF8 { bytes -> (Bool, Bool) in
            let folder = reservedFolderBytes
            if bytes.count >= folder.count, bytes.prefix(folder.count).elementsEqual(folder),
                bytes.count == folder.count || bytes[folder.count] == slash {
                return (true, false)
            }
            // No component of a path this short can be too long: most paths end here.
            guard bytes.count > maxComponentBytes else { return (false, false) }
            var length = 0
            for byte in bytes {
                length = byte == slash ? 0 : length + 1
                if length > maxComponentBytes { return (false, true) }
            }
            return (false, false)
        }
        if reserved { return "'\(path)' would be inside '\(reservedFolder)/', which modgen reserves for its own state" }
        return long ? tooLong(path) : nil
    }

    private static let reservedFolderBytes = Array(reservedFolder.utf8)

    private static func tooLong(_ path: String) -> String? {
        guard let long = path.split(separator: "/").first(where: { $0.utf8.count > maxComponentBytes }) else { return nil }
        return "'\(long.prefix(40))…' in its path is \(long.utf8.count) bytes; a file or folder name can have at most \(maxComponentBytes)"
    }

    private static let slash = UInt8(ascii: "/")

    /// One error per module (and one for project-level files) whose planned paths break a
    /// limit, at the module's place in the spec; the same problem is reported once.
    static func report(_ files: [PlannedFile], graph: ModuleGraph, to log: DiagnosticLog) {
        var reported: Set<String> = []
        for file in files {
            guard let problem = problem(with: file.path) else { continue }
            let origin = optionBehind(file.path, graph: graph)
            // Under `packagesDir: .modgen` every module breaks the rule: one error says it.
            guard reported.insert(origin.isEmpty ? file.module ?? "" : origin).inserted else { continue }
            if let name = file.module, let module = graph[name] {
                log.error("module '\(name)': \(problem)\(origin)", at: module.location)
            } else {
                log.add(Diagnostic(.error, problem + origin, at: nil, file: graph.specPath))
            }
        }
    }

    /// Names the option behind a reserved path: `packagesDir` is the only folder the spec
    /// chooses above the module folders.
    private static func optionBehind(_ path: String, graph: ModuleGraph) -> String {
        let first = RelativePath(graph.options.packagesDir).components.first
        guard path.hasPrefix(reservedFolder + "/"), first == reservedFolder else { return "" }
        return " (options.packagesDir is '\(graph.options.packagesDir)')"
    }
}
