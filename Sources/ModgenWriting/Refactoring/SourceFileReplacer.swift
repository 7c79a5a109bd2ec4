#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a person's file (a Swift source whose imports a rename rewrites) whole or not at
/// all: staged beside it, synced, renamed over it, with the file's own permissions. A link or
/// anything but a regular file is left alone.
package enum SourceFileReplacer {
    package static func replace(_ path: String, with contents: String) throws(WriteError) {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            throw WriteError(path: path, message: "not a regular file; left as it is", reason: .wrongKind)
        }
        let writer = AtomicFileWriter(fileSystem: FileSystem())
        do {
            let staged = try writer.stage(contents, for: path, permissions: UInt32(info.st_mode & 0o7777), synchronize: true)
            try writer.commit(staged, to: path, replacing: true)
        } catch {
            throw WriteError(error, displayPath: path)
        }
    }
}
