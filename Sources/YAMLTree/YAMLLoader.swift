import Foundation

/// Reads YAML streams into node trees: one `Node` per document.
public enum YAMLLoader {
    /// Inputs of at least this many bytes are parsed on a thread of their own while the tree
    /// is built (`LibYAMLEventReader.readThreaded`). Below it (a spec of about 2,500 features)
    /// a thread saved nothing measurable on a 2-core VM: the builder waits for each batch, and
    /// waking an idle virtual CPU costs about what the overlap saves.
    static let threadedFrom = 512 << 10

    /// Inputs of at least this many bytes are first tried as two parts parsed at once
    /// (`SplitLoad`), which gives the serial load's result or gives up. Unlike the threaded
    /// read, whose builder waits for the parser at each batch, the parts do not wait for each
    /// other: `modgen validate` was faster split at every size measured on a 2-core VM
    /// (hyperfine medians of 3 alternated rounds: 300 KB 37 -> 31 ms, 600 KB 55 -> 52 ms,
    /// 1 MB 86 -> 78 ms, 2 MB 157 -> 140 ms); below 256 KB the differences were in the noise.
    static let splitFrom = 256 << 10

    /// Parses `text`; `file` is the name marks and errors carry (as the user gave it).
    public static func load(_ text: String, file: String, limits: YAMLLimits = .default) throws(YAMLError) -> [Node] {
        var bytes = Array(text.utf8)
        return try load(bytes: &bytes, file: file, limits: limits)
    }

    /// Reads and parses the file at `path`; marks and errors name it as `path`.
    public static func load(contentsOfFile path: String, limits: YAMLLimits = .default) throws(YAMLError) -> [Node] {
        var bytes = try SourceFile.read(path, limits: limits)
        return try load(bytes: &bytes, file: path, limits: limits)
    }

    /// Parses raw bytes (UTF-8, or UTF-16 with a byte order mark, as libyaml detects).
    public static func load(bytes: inout [UInt8], file: String, limits: YAMLLimits = .default) throws(YAMLError) -> [Node] {
        try load(bytes: &bytes, file: file, limits: limits, threadedFrom: threadedFrom, splitFrom: splitFrom)
    }

    /// `load(bytes:file:limits:)`, parsing on a thread of its own from `threadedFrom` bytes
    /// and trying two parts at once from `splitFrom` (tests give 0 to take those paths with
    /// any input), and with `preparesInput: false` libyaml decoding the input itself (see
    /// `PreparedInput`): the same tree or the same error.
    static func load(
        bytes: inout [UInt8], file: String, limits: YAMLLimits, threadedFrom: Int, splitFrom: Int = Int.max, preparesInput: Bool = true
    ) throws(YAMLError) -> [Node] {
        guard bytes.count <= limits.maxInputBytes else {
            throw YAMLError(file: file, mark: nil, message: YAMLLimits.tooLargeMessage(size: bytes.count, limit: limits.maxInputBytes))
        }
        if bytes.count >= splitFrom,
           let documents = bytes.withUnsafeBufferPointer({ SplitLoad.documents(of: $0, file: file, limits: limits) }) {
            return documents
        }
        var builder = TreeBuilder(file: file, limits: limits)
        let reader = LibYAMLEventReader(file: file, preparesInput: preparesInput)
        let threaded = bytes.count >= threadedFrom
        let result: Result<Void, YAMLError> = bytes.withUnsafeBufferPointer { buffer in
            do throws(YAMLError) {
                let handle = { (batch: EventBatch) throws(YAMLError) in try builder.consume(batch) }
                if threaded { try reader.readThreaded(buffer, handle: handle) } else { try reader.read(buffer, handle: handle) }
                return .success(())
            } catch {
                return .failure(error)
            }
        }
        try result.get()
        return builder.documents
    }
}
