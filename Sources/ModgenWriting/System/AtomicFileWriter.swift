#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes whole files or nothing: a temp file beside the target (`stage`), flushed, then
/// renamed over it (`commit`). A run killed at any moment leaves either the old file or the
/// new one, plus at most temp files that the next run removes (`temporaryPath(for:)`).
struct AtomicFileWriter: Sendable {
    var fileSystem: FileSystem

    /// `dir/.name.modgen-tmp`: deterministic, so the next run can find a killed run's leftovers.
    static func temporaryPath(for path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return ".\(path).modgen-tmp" }
        let directory = path[...slash]
        let name = path[path.index(after: slash)...]
        return "\(directory).\(name).modgen-tmp"
    }

    /// Stage, fsync (unless not `synchronize`: a cache such as `.modgen/stat`) and commit one
    /// file (the state and the journal).
    func write(_ contents: String, to path: String, synchronize: Bool = true) throws(SystemError) {
        let temporary = try stage(contents, for: path, permissions: nil, synchronize: synchronize)
        try commit(temporary, to: path, replacing: true)
    }

    /// Writes `contents` to the temp file of `path`; on failure nothing is left behind.
    /// `synchronize`: fsync it now (else the caller flushes many files at once, see `Durability`).
    /// `stamp`: the temp file's stamp once written (`fstat`, before it is closed).
    func stage(
        _ contents: String, for path: String, permissions: UInt32?, synchronize: Bool, stamp: inout FileStamp?
    ) throws(SystemError) -> String {
        let temporary = Self.temporaryPath(for: path)
        try stage(contents, into: temporary, permissions: permissions, synchronize: synchronize, stamp: &stamp)
        return temporary
    }

    /// Writes `contents` to a new file at `temporary` (a temp name beside the target, or a
    /// file of a subtree built in `.modgen/staging`); on failure nothing is left behind.
    /// `stamp`: the file's stamp once written; only taken (`fstat`) when `stamping`, the one
    /// system call a file whose stamp nobody records (a stub) need not make.
    func stage(
        _ contents: String, into temporary: String, permissions: UInt32?, synchronize: Bool, stamping: Bool = true,
        stamp: inout FileStamp?
    ) throws(SystemError) {
        let descriptor = try createExclusively(temporary)
        do {
            var text = contents
            stamp = try text.withUTF8 { bytes in
                Result { () throws(SystemError) in
                    try finish(
                        descriptor, with: bytes, permissions: permissions, synchronize: synchronize,
                        stamping: stamping, path: temporary)
                }
            }.get()
        } catch {
            try? fileSystem.removeFile(temporary)
            throw error
        }
    }

    /// `stage` for a caller that needs no stamp.
    func stage(_ contents: String, for path: String, permissions: UInt32?, synchronize: Bool) throws(SystemError)
        -> String
    {
        var stamp: FileStamp?
        let temporary = Self.temporaryPath(for: path)
        try stage(
            contents, into: temporary, permissions: permissions, synchronize: synchronize, stamping: false, stamp: &stamp)
        return temporary
    }

    /// Renames a staged temp file to `path`, over what is there when `replacing`, else only
    /// if nothing is there (EEXIST otherwise); on failure the temp file is removed.
    func commit(_ temporary: String, to path: String, replacing: Bool) throws(SystemError) {
        do {
            if replacing {
                try fileSystem.rename(temporary, to: path)
            } else {
                try fileSystem.renameWithoutReplacing(temporary, to: path)
            }
        } catch {
            try? fileSystem.removeFile(temporary)
            throw error
        }
    }

    /// Creates the temp file, replacing one a killed run left (never following a link there).
    private func createExclusively(_ temporary: String) throws(SystemError) -> Int32 {
        let create = { open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666) }
        do { return try fileSystem.perform(.createFile, temporary, create) } catch where error.code == EEXIST {
            try fileSystem.removeFile(temporary)
            return try fileSystem.perform(.createFile, temporary, create)
        }
    }

    /// Fills, optionally flushes, and closes the temp file; it is closed whatever happens.
    /// Returns its stamp when `stamping` (nil if `fstat` fails: then it is only not recorded).
    private func finish(
        _ descriptor: Int32, with bytes: UnsafeBufferPointer<UInt8>, permissions: UInt32?, synchronize: Bool,
        stamping: Bool, path: String
    ) throws(SystemError) -> FileStamp? {
        var isOpen = true
        defer { if isOpen { close(descriptor) } }
        try fill(descriptor, with: bytes, path: path)
        if let permissions { try fileSystem.perform(.write, path) { fchmod(descriptor, mode_t(permissions)) } }
        if synchronize, fileSystem.synchronizes { try fileSystem.perform(.sync, path) { fsync(descriptor) } }
        var raw = stat()
        let stamp = stamping && fstat(descriptor, &raw) == 0 ? FileStamp(raw) : nil
        isOpen = false
        try fileSystem.perform(.write, path) { close(descriptor) }
        return stamp
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

/// `write(2)`, reachable from inside `AtomicFileWriter`, whose methods are named `write`.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
