#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What is at a planned file's path before the writer touches it.
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

    private func readAll(_ descriptor: Int32, sizeHint: Int, path: String) throws(SystemError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: max(sizeHint, 0) + 1)
        var filled = 0
        while true {
            if filled == bytes.count { bytes.append(contentsOf: repeatElement(0, count: bytes.count)) }
            let count = try bytes.withUnsafeMutableBytes { buffer in
                Result { () throws(SystemError) -> Int in
                    guard let base = buffer.baseAddress else { return 0 }
                    return try perform(.read, path) { read(descriptor, base + filled, buffer.count - filled) }
                }
            }.get()
            filled += count
            // A regular file reads short only at its end: one read when the size was right.
            if count == 0 || filled < bytes.count { break }
        }
        bytes.removeSubrange(filled...)
        return bytes
    }
}
