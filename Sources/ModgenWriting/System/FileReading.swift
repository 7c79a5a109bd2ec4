import ModgenPlanning
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What is at a planned file's path before the writer touches it.
///
/// The writer's file reads: `FileSystem.existingFile(at:)` and `contents(followingLinksAt:)`
/// here, `FileHashReader` (hashes through one buffer) and `String.hasSameBytes(as:)` below.
enum ExistingFile: Sendable, Hashable {
    case missing
    case regular(bytes: [UInt8], permissions: UInt32)
    case symbolicLink
    case directory
    /// A device, socket or pipe: never read, never replaced.
    case special
}

extension FileSystem {
    /// Reads the file at `path` without following a symbolic link at its last component.
    func existingFile(at path: String) throws(SystemError) -> ExistingFile {
        var stamp: FileStamp?
        return try existingFile(at: path, stamp: &stamp)
    }

    /// `existingFile(at:)`, with the stamp of the regular file read (`fstat` of the descriptor
    /// read from, so it is the stamp of those bytes unless they changed within its clock tick).
    func existingFile(at path: String, stamp: inout FileStamp?) throws(SystemError) -> ExistingFile {
        let descriptor: Int32
        do {
            descriptor = try perform(.read, path) {
                open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
            }
        } catch {
            switch error.code {
            case ENOENT: return .missing
            case ELOOP: return .symbolicLink
            default: throw error
            }
        }
        defer { close(descriptor) }
        var raw = stat()
        try perform(.status, path) { fstat(descriptor, &raw) }
        let status = FileStatus(raw)
        switch status.kind {
        case .directory: return .directory
        case .regular:
            let bytes = try readAll(descriptor, sizeHint: status.size, path: path)
            stamp = status.stamp
            return .regular(bytes: bytes, permissions: status.permissions)
        case .symbolicLink, .other: return .special
        }
    }

    /// The bytes of the regular file at `path`, following symbolic links (template files).
    func contents(followingLinksAt path: String) throws(SystemError) -> [UInt8] {
        let descriptor = try perform(.read, path) { open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
        defer { close(descriptor) }
        var raw = stat()
        try perform(.status, path) { fstat(descriptor, &raw) }
        guard FileStatus(raw).kind == .regular else { throw SystemError(code: EISDIR, operation: .read, path: path) }
        return try readAll(descriptor, sizeHint: FileStatus(raw).size, path: path)
    }

    /// Read into an array's uncleared capacity, one byte more than `sizeHint` (zeroing it
    /// first was 1.2 M instructions of a no-op at 1,000 features, the state's 640 KB among
    /// them), twice as much again each time a read fills it.
    private func readAll(_ descriptor: Int32, sizeHint: Int, path: String) throws(SystemError) -> [UInt8] {
        var bytes: [UInt8] = []
        var capacity = max(sizeHint, 0) + 1
        while true {
            var failure: SystemError?
            var atEnd = false
            let before = bytes
            bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, filled in
                guard let base = buffer.baseAddress else { return }
                before.withUnsafeBufferPointer { old in
                    if let start = old.baseAddress { base.initialize(from: start, count: old.count) }
                }
                filled = before.count
                do throws(SystemError) {
                    let count = try perform(.read, path) { read(descriptor, base + filled, capacity - filled) }
                    filled += count
                    // A regular file reads short only at its end: one read when the size was right.
                    atEnd = count == 0 || filled < capacity
                } catch {
                    failure = error
                }
            }
            if let failure { throw failure }
            if atEnd { return bytes }
            capacity *= 2
        }
    }
}

/// Hashes regular files through one reused buffer: the fast path reads every generated file
/// and keeps none of them, so it allocates once per thread, not once per file.
struct FileHashReader {
    let fileSystem: FileSystem
    /// Made by the first file hashed: most fast paths hash none or a few.
    private var buffer: [UInt8] = []

    init(fileSystem: FileSystem) {
        self.fileSystem = fileSystem
    }

    /// The hash of the bytes of the regular file at `path` (a symbolic link at its last
    /// component is not followed); nil when there is no such file or it cannot be read.
    mutating func hash(at path: String) -> ContentHash? {
        guard
            let descriptor = try? fileSystem.perform(.read, path, {
                open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
            })
        else { return nil }
        defer { close(descriptor) }
        var raw = stat()
        guard (try? fileSystem.perform(.status, path, { fstat(descriptor, &raw) })) != nil,
            FileStatus(raw).kind == .regular
        else { return nil }
        if buffer.count <= FileStatus(raw).size { buffer = [UInt8](repeating: 0, count: max(FileStatus(raw).size + 1, 1 << 16)) }
        guard let count = readAll(descriptor, path: path) else { return nil }
        return buffer.withUnsafeBufferPointer { ContentHash(UnsafeBufferPointer(rebasing: $0[..<count])) }
    }

    /// Fills the buffer from the start (growing it if the file grew); the count read.
    private mutating func readAll(_ descriptor: Int32, path: String) -> Int? {
        var filled = 0
        while true {
            if filled == buffer.count { buffer.append(contentsOf: repeatElement(0, count: buffer.count)) }
            let start = filled
            let count = buffer.withUnsafeMutableBytes { bytes -> Int? in
                guard let base = bytes.baseAddress else { return nil }
                return try? fileSystem.perform(.read, path) { read(descriptor, base + start, bytes.count - start) }
            }
            guard let count else { return nil }
            filled += count
            // A regular file reads short only at its end: one read when the size was right.
            if count == 0 || filled < buffer.count { return filled }
        }
    }
}

extension String {
    /// True when the string's UTF-8 is exactly `bytes`: a size check, then one `memcmp`.
    func hasSameBytes(as bytes: [UInt8]) -> Bool {
        guard utf8.count == bytes.count else { return false }
        var text = self
        return text.withUTF8 { utf8 in
            bytes.withUnsafeBufferPointer { other in
                guard let left = utf8.baseAddress, let right = other.baseAddress else { return true }
                return memcmp(left, right, bytes.count) == 0
            }
        }
    }
}
