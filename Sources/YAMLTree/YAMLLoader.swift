import Foundation

/// Reads YAML streams into node trees: one `Node` per document.
public enum YAMLLoader {
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
        guard bytes.count <= limits.maxInputBytes else {
            throw YAMLError(file: file, mark: nil, message: YAMLLimits.tooLargeMessage(size: bytes.count, limit: limits.maxInputBytes))
        }
        var builder = TreeBuilder(file: file, limits: limits)
        let reader = LibYAMLEventReader(file: file)
        let result: Result<Void, YAMLError> = bytes.withUnsafeBufferPointer { buffer in
            do throws(YAMLError) {
                try reader.read(buffer) { (event) throws(YAMLError) in try builder.consume(event) }
                return .success(())
            } catch {
                return .failure(error)
            }
        }
        try result.get()
        return builder.documents
    }
}
