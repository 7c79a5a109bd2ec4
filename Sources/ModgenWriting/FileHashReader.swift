#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Hashes regular files through one reused buffer: the fast path reads every generated file
/// and keeps none of them, so it allocates once per thread, not once per file.
struct FileHashReader {
    let fileSystem: FileSystem
    private var buffer = [UInt8](repeating: 0, count: 1 << 16)

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
        if buffer.count <= FileStatus(raw).size { buffer = [UInt8](repeating: 0, count: FileStatus(raw).size + 1) }
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
