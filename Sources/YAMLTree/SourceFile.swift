#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a YAML file's bytes with `open`, `fstat` and `read` straight into the array that is
/// returned: the file is checked on its open descriptor (a regular file, of a bounded size),
/// not on a path `stat`ed before it is opened, and its bytes are copied once, from the kernel
/// (`FileManager.contents(atPath:)` read them into a `Data`, which the array copied again).
/// No change in time was measured either way.
public enum SourceFile {
    /// Why a file was not read.
    public enum Refusal: Error, Equatable, Sendable {
        case notFound
        case directory
        /// A pipe, a device, a socket.
        case notRegular
        /// Its size in bytes, over the limit given.
        case tooLarge(size: Int)
        /// What the system said (permission denied, ...).
        case unreadable(String)
    }

    /// The bytes of the regular file at `path` (symbolic links followed), at most `maxBytes` of
    /// them: a file that grows past the limit while it is read is refused, not read whole.
    public static func bytes(at path: String, maxBytes: Int) -> Result<[UInt8], Refusal> {
        // O_NONBLOCK: opening a pipe must not wait for a writer; it is refused below.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            let code = errno
            return .failure(code == ENOENT || code == ENOTDIR ? .notFound : .unreadable(reason(code)))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(.unreadable(reason(errno))) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return .failure(.directory)
        default: return .failure(.notRegular)
        }
        let size = Int(info.st_size)
        guard size <= maxBytes else { return .failure(.tooLarge(size: size)) }
        return readAll(descriptor, expected: size, maxBytes: maxBytes)
    }

    /// Reads `descriptor` to its end: `expected` bytes, read in place into the array, and one
    /// more to learn that the file ends there; when it grew since `fstat`, the rest in chunks.
    private static func readAll(_ descriptor: Int32, expected: Int, maxBytes: Int) -> Result<[UInt8], Refusal> {
        var failure: Int32 = 0
        var bytes = [UInt8](unsafeUninitializedCapacity: expected + 1) { buffer, count in
            count = fill(buffer, from: descriptor, failure: &failure)
        }
        var grown = bytes.count > expected
        while failure == 0, grown {
            guard bytes.count <= maxBytes else { return .failure(.tooLarge(size: bytes.count)) }
            let chunk = [UInt8](unsafeUninitializedCapacity: 64 << 10) { buffer, count in
                count = fill(buffer, from: descriptor, failure: &failure)
            }
            bytes += chunk
            grown = chunk.count == 64 << 10
        }
        guard failure == 0 else { return .failure(.unreadable(reason(failure))) }
        guard bytes.count <= maxBytes else { return .failure(.tooLarge(size: bytes.count)) }
        return .success(bytes)
    }

    /// Reads into `buffer` until it is full or the file ends; how many bytes were read.
    private static func fill(_ buffer: UnsafeMutableBufferPointer<UInt8>, from descriptor: Int32, failure: inout Int32) -> Int {
        guard let base = buffer.baseAddress else { return 0 }
        var count = 0
        while count < buffer.count {
            let got = systemRead(descriptor, base + count, buffer.count - count)
            if got < 0, errno == EINTR { continue }
            if got < 0 { failure = errno; break }
            if got == 0 { break }
            count += got
        }
        return count
    }

    private static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }

    /// Reads a spec file's bytes, turning every way that can fail into one clear `YAMLError`.
    static func read(_ path: String, limits: YAMLLimits = .default) throws(YAMLError) -> [UInt8] {
        switch bytes(at: path, maxBytes: limits.maxInputBytes) {
        case .success(let bytes):
            return bytes
        case .failure(let refusal):
            throw YAMLError(file: path, mark: nil, message: message(for: refusal, limits: limits))
        }
    }

    /// What `refusal` says after the file's name.
    public static func message(for refusal: Refusal, limits: YAMLLimits) -> String {
        switch refusal {
        case .notFound: return "not found"
        case .directory: return "is a directory, not a YAML file"
        case .notRegular: return "is not a regular file (a pipe or a device?)"
        case .tooLarge(let size): return YAMLLimits.tooLargeMessage(size: size, limit: limits.maxInputBytes)
        case .unreadable(let reason): return "cannot be read: \(reason)"
        }
    }
}

/// `read(2)`, reachable from inside `SourceFile`, whose own `read` hides it.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
