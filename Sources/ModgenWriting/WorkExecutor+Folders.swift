extension WorkExecutor {
    /// Creates the missing folders above `path`, top down (the survey found none in the way).
    mutating func createFolders(for path: String) throws(WriteError) {
        guard !(try folders.parentExists(of: path)) else { return }
        var index = path.startIndex
        while let slash = path.utf8[index...].firstIndex(of: UInt8(ascii: "/")) {
            let folder = String(path[..<slash])
            index = path.index(after: slash)
            if folders.isPresent(folder) { continue }
            do { try fileSystem.createDirectory(layout.path(folder)) } catch {
                throw WriteError(error, displayPath: layout.path(folder))
            }
            createdFolders.append(layout.path(folder))
            folders.markPresent(folder)
            touchedFolders.insert(parentPath(of: layout.path(folder)))
        }
    }

    /// Removes the folders above a deleted file while they are empty, never the root.
    func removeEmptyFolders(above path: String) {
        var folder = parent(of: path)
        while !folder.isEmpty, fileSystem.removeEmptyDirectory(layout.path(folder)) {
            folder = parent(of: folder)
        }
    }

    /// The relative folder holding `path` ("" for the root).
    func parent(of path: String) -> String {
        path.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(path[..<$0]) } ?? ""
    }

    /// The folder holding a full path (as given to system calls).
    func parentPath(of path: String) -> String {
        path.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(path[..<$0]) } ?? "."
    }
}
