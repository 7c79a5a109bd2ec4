import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Moves a renamed module's files from its old folders to its new ones, file by file, under
/// the output root: `rename` of each file to the path `renamePath` gives it (folders made as
/// needed). It never replaces a file (a taken path is a conflict and
/// the file stays), never follows a link (a link is moved as a link), and leaves modgen's own
/// files (`owned`) where they are: the regenerate writes them anew and prunes the old ones.
/// Hidden folders (`.build`, `.swiftpm`) move whole when their new place is free, else stay.
/// Folders left empty are removed. Run again, it finds nothing left to move.
package final class FolderMover {
    package struct Move: Hashable, Sendable, Comparable {
        /// Folders relative to the output root.
        package var from: String
        package var to: String

        package init(from: String, to: String) {
            self.from = from
            self.to = to
        }

        package static func < (lhs: Move, rhs: Move) -> Bool { (lhs.from, lhs.to) < (rhs.from, rhs.to) }
    }

    private let root: String
    private let owned: Set<String>
    private let renamePath: (String) -> String
    private let fileSystem = FileSystem()
    /// `old -> new` per file moved, relative to the root.
    package private(set) var moved: [String] = []
    /// Files left in place, with why.
    package private(set) var conflicts: [String] = []

    /// `renamePath` maps a file's old path to its new one, both relative to the root.
    package init(root: String, owned: Set<String>, renamePath: @escaping (String) -> String) {
        self.root = root.hasSuffix("/") ? String(root.dropLast()) : root
        self.owned = owned
        self.renamePath = renamePath
    }

    package func move(_ folder: Move) {
        guard folder.from != folder.to else { return }
        guard let status = try? fileSystem.status(absolute(folder.from)) else { return }
        guard status.kind == .directory else {
            conflicts.append("\(folder.from): not a folder; move it by hand")
            return
        }
        walk(folder.from)
        _ = fileSystem.removeEmptyDirectory(absolute(folder.from))
    }

    private func walk(_ folder: String) {
        let path = absolute(folder)
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: path).sorted() else {
            conflicts.append("\(folder): cannot be read; move it by hand")
            return
        }
        for name in entries {
            let old = "\(folder)/\(name)"
            guard let status = try? fileSystem.status(absolute(old)) else { continue }
            if status.kind == .directory, name.hasPrefix(".") {
                // Build products and tool state (`.build`, `.swiftpm`) move whole, or stay.
                let new = renamePath(old)
                if (try? makeParents(of: new)) != nil, (try? fileSystem.renameWithoutReplacing(absolute(old), to: absolute(new))) != nil {
                    moved.append("\(old) -> \(new)")
                }
                continue
            }
            if status.kind == .directory {
                walk(old)
                _ = fileSystem.removeEmptyDirectory(absolute(old))
                continue
            }
            if owned.contains(old) { continue }
            moveFile(old, to: renamePath(old))
        }
    }

    private func moveFile(_ old: String, to new: String) {
        do {
            try makeParents(of: new)
            try fileSystem.renameWithoutReplacing(absolute(old), to: absolute(new))
            moved.append("\(old) -> \(new)")
        } catch where error.code == EEXIST {
            conflicts.append("\(old): \(new) already exists; both kept, merge them by hand")
        } catch {
            conflicts.append("\(old): cannot move to \(new): \(error.reason)")
        }
    }

    private func makeParents(of path: String) throws(SystemError) {
        var built = root
        let parts = path.split(separator: "/").dropLast()
        for part in parts {
            built += "/\(part)"
            try fileSystem.createDirectory(built)
        }
    }

    private func absolute(_ relative: String) -> String { "\(root)/\(relative)" }
}
