#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes whole files or nothing: a temp file beside the target, flushed, then renamed over it.
/// A run killed at any moment leaves either the old file or the new one, plus at most a temp
/// file that the next run removes (its name is `temporaryPath(for:)`).
struct AtomicFileWriter: Sendable {
    var fileSystem: FileSystem
    /// Flush file contents to the disk before the rename (off only in tests that count calls).
    var synchronizes = true

    /// `dir/.name.modgen-tmp`: deterministic, so the next run can find a killed run's leftovers.
    static func temporaryPath(for path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return ".\(path).modgen-tmp" }
        let directory = path[...slash]
        let name = path[path.index(after: slash)...]
        return "\(directory).\(name).modgen-tmp"
    }

    func write(_ contents: String, to path: String, permissions: UInt32? = nil) throws(SystemError) {
        var text = contents
        try text.withUTF8 { bytes in
            Result { () throws(SystemError) in try write(bytes: bytes, to: path, permissions: permissions) }
        }.get()
    }

    func write(bytes: UnsafeBufferPointer<UInt8>, to path: String, permissions: UInt32?) throws(SystemError) {
        let temporary = Self.temporaryPath(for: path)
        try fileSystem.removeFile(temporary)
        let descriptor = try fileSystem.perform(.createFile, temporary) {
            open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        }
        do {
            try finish(descriptor, with: bytes, permissions: permissions, path: temporary)
            try fileSystem.rename(temporary, to: path)
        } catch {
            try? fileSystem.removeFile(temporary)
            throw error
        }
    }

    /// Fills, flushes and closes the temp file; the descriptor is closed whatever happens.
    private func finish(
        _ descriptor: Int32, with bytes: UnsafeBufferPointer<UInt8>, permissions: UInt32?, path: String
    ) throws(SystemError) {
        var isOpen = true
        defer { if isOpen { close(descriptor) } }
        try fill(descriptor, with: bytes, path: path)
        if let permissions { try fileSystem.perform(.write, path) { fchmod(descriptor, mode_t(permissions)) } }
        if synchronizes { try fileSystem.perform(.sync, path) { fsync(descriptor) } }
        isOpen = false
        try fileSystem.perform(.write, path) { close(descriptor) }
    }

    private func fill(_ descriptor: Int32, with bytes: UnsafeBufferPointer<UInt8>, path: String) throws(SystemError) {
        guard let base = bytes.baseAddress else { return }
        var written = 0
        while written < bytes.count {
            written += try fileSystem.perform(.write, path) {
                systemWrite(descriptor, base + written, bytes.count - written)
            }
        }
    }
}

/// `write(2)`, reachable from inside `AtomicFileWriter.write`.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
