import Foundation
import ModgenPlanning
import ModgenSources

/// The types the Swift files already in a target's folder declare at file scope, so that a
/// stub about to be written there does not declare one of them again (`StubClash`): after a
/// template set switch (`mvvm`'s `View/HomeView.swift` beside the `default` set's
/// `HomeView.swift`) or beside a renamed stub, the target would hold two declarations of one
/// type. Declarations are read by `SwiftSourceScanner`, so comments and string literals do
/// not count.
///
/// A folder is read only when a stub is about to be written into it, once per run; a folder
/// not there yet (a new module, a cold run) costs one `lstat`, or none below a folder the
/// survey knows is missing. Only reads: links are not
/// followed, and files larger than `largestFile` or beyond `mostFiles` are not read.
struct TargetDeclarations {
    /// Per target folder: each declared type name -> the first file (by path) declaring it.
    private var folders: [String: [String: String]] = [:]

    static let largestFile = 4 << 20
    static let mostFiles = 20_000
    static let deepestFolder = 32

    /// The clash of a stub about to be written, or nil when it declares nothing a file of its
    /// target already declares.
    mutating func clash(of stub: PlannedFile, layout: OutputLayout, fileSystem: FileSystem, folders: FolderGuard) -> StubClash? {
        guard stub.path.hasSuffix(".swift"), let folder = stub.targetFolder else { return nil }
        // A folder the survey knows is missing holds no file: not even an `lstat`.
        if folders.isKnownMissing(folder: folder) { return nil }
        // The folder first: on a cold run it is not there, and no stub needs reading.
        let existing = declarations(in: folder, layout: layout, fileSystem: fileSystem)
        guard !existing.isEmpty else { return nil }
        let declared = Set(SwiftSourceScanner.declaredTypeNames(in: stub.contents).lazy.filter { $0.depth == 0 }.map(\.name))
        let clashes = declared.compactMap { name in
            existing[name].map { StubClash.Declaration(typeName: name, existingFile: $0) }
        }
        return clashes.isEmpty ? nil : StubClash(path: stub.path, declarations: clashes)
    }

    private mutating func declarations(in folder: String, layout: OutputLayout, fileSystem: FileSystem) -> [String: String] {
        if let known = folders[folder] { return known }
        var files: [String] = []
        Self.collectSwiftFiles(in: folder, layout: layout, fileSystem: fileSystem, depth: 0, into: &files)
        var declared: [String: String] = [:]
        for path in files.sorted() {
            guard case .regular(let bytes, _)? = try? fileSystem.existingFile(at: layout.path(path)) else { continue }
            for type in SwiftSourceScanner.declaredTypeNames(in: String(decoding: bytes, as: UTF8.self)) where type.depth == 0 {
                if declared[type.name] == nil { declared[type.name] = path }
            }
        }
        folders[folder] = declared
        return declared
    }

    /// The `.swift` regular files below `folder` (relative to the root), links not followed.
    private static func collectSwiftFiles(
        in folder: String, layout: OutputLayout, fileSystem: FileSystem, depth: Int, into files: inout [String]
    ) {
        guard depth <= deepestFolder, (try? fileSystem.status(layout.path(folder)))??.kind == .directory,
            let names = try? FileManager.default.contentsOfDirectory(atPath: layout.path(folder))
        else { return }
        for name in names.sorted() where files.count < mostFiles {
            let path = "\(folder)/\(name)"
            guard let status = (try? fileSystem.status(layout.path(path))) ?? nil else { continue }
            switch status.kind {
            case .directory:
                collectSwiftFiles(in: path, layout: layout, fileSystem: fileSystem, depth: depth + 1, into: &files)
            case .regular where name.hasSuffix(".swift") && status.size <= largestFile:
                files.append(path)
            default:
                continue
            }
        }
    }
}
