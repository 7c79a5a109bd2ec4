import Foundation
import ModgenDiagnostics
import YAMLTree

/// The spec as `add` edits it. Read through its symbolic links: when `modules.yml` is a link,
/// the file it points at is edited and the link stays. Its byte order mark and line endings
/// are kept. It is replaced by renaming a scratch file over it, created exclusively beside it
/// under a name no other run uses, never through a link planted there.
struct SpecFile {
    /// As the user named it: what messages say.
    let path: String
    /// The file itself: `path` with every symbolic link resolved.
    let target: String
    /// The text after the byte order mark, if any.
    let text: String
    let hasByteOrderMark: Bool
    /// The permission bits the replacement keeps.
    private let permissions: mode_t

    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    static func read(_ path: String) throws(PipelineFailure) -> SpecFile {
        guard let resolved = realpath(path, nil) else {
            throw PipelineFailure(path: path, errno == ENOENT ? "no such spec (run modgen init first)" : "cannot read: \(reason())")
        }
        let target = String(cString: resolved)
        free(resolved)
        // Non-blocking: a FIFO named as the spec is refused, not waited on.
        let descriptor = open(target, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw PipelineFailure(path: path, "cannot read: \(reason())") }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw PipelineFailure(path: path, "cannot read: \(reason())") }
        guard info.st_mode & S_IFMT == S_IFREG else { throw PipelineFailure(path: path, "the spec is not a regular file") }
        let limit = YAMLLimits.default.maxInputBytes
        guard Int(info.st_size) <= limit else {
            throw PipelineFailure(path: path, "the spec \(YAMLLimits.tooLargeMessage(size: Int(info.st_size), limit: limit))")
        }
        var bytes = try readAll(descriptor, path: path)
        let hasByteOrderMark = bytes.starts(with: byteOrderMark)
        if hasByteOrderMark { bytes.removeFirst(byteOrderMark.count) }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw PipelineFailure(path: path, "the spec is not valid UTF-8")
        }
        return SpecFile(path: path, target: target, text: text, hasByteOrderMark: hasByteOrderMark, permissions: info.st_mode & 0o7777)
    }

    /// The first document of `text` (this file's text, or an edit of it) as a node tree, for
    /// the text edits of `add`, `rename` and `remove`; its problems told at `path`.
    static func root(of text: String, at path: String) throws(PipelineFailure) -> Node {
        let documents: [Node]
        do { documents = try YAMLLoader.load(text, file: path) } catch { throw PipelineFailure([Diagnostic(error)]) }
        guard let first = documents.first else { throw PipelineFailure(path: path, "the spec is empty") }
        return first
    }

    /// The file's bytes were its text `text`: the byte order mark kept.
    func bytes(of text: String) -> [UInt8] {
        (hasByteOrderMark ? Self.byteOrderMark : []) + Array(text.utf8)
    }

    /// Replaces the file (the link's target) with `bytes`, atomically: a scratch file made with
    /// O_CREAT|O_EXCL|O_NOFOLLOW beside it, written, synced, renamed over it.
    func replace(with bytes: [UInt8]) throws(PipelineFailure) {
        let folder = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        var attempts = 0
        while true {
            let scratch = "\(folder)/.\(name).modgen-add-\(String(UInt64.random(in: .min ... .max), radix: 16))"
            let descriptor = open(scratch, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, permissions)
            if descriptor < 0, errno == EEXIST, attempts < 8 {
                attempts += 1
                continue
            }
            guard descriptor >= 0 else { throw PipelineFailure(path: path, "cannot write beside the spec: \(Self.reason())") }
            do {
                try Self.write(bytes, to: descriptor, permissions: permissions, path: path)
            } catch {
                close(descriptor)
                unlink(scratch)
                throw error
            }
            close(descriptor)
            guard rename(scratch, target) == 0 else {
                let reason = Self.reason()
                unlink(scratch)
                throw PipelineFailure(path: path, "cannot replace the spec: \(reason)")
            }
            Self.syncFolder(folder)
            return
        }
    }

    private static func write(_ bytes: [UInt8], to descriptor: Int32, permissions: mode_t, path: String) throws(PipelineFailure) {
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw PipelineFailure(path: path, "cannot write beside the spec: \(reason())") }
            offset += count
        }
        // The umask narrowed the mode `open` was given: the spec keeps its own.
        guard fchmod(descriptor, permissions) == 0, fsync(descriptor) == 0 else {
            throw PipelineFailure(path: path, "cannot write beside the spec: \(reason())")
        }
    }

    /// Makes the rename durable; a folder that cannot be synced is no reason to fail.
    private static func syncFolder(_ folder: String) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    private static func readAll(_ descriptor: Int32, path: String) throws(PipelineFailure) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw PipelineFailure(path: path, "cannot read: \(reason())") }
            if count == 0 { return bytes }
            bytes += chunk[0..<count]
        }
    }

    private static func reason() -> String { String(cString: strerror(errno)) }
}

/// `write(2)` and `read(2)`, reachable from inside `SpecFile`'s own `write` and `read`.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
