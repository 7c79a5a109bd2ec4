import Foundation

/// Reads a spec file's bytes, turning every way that can fail into one clear `YAMLError`.
enum SourceFile {
    static func read(_ path: String, limits: YAMLLimits = .default) throws(YAMLError) -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw YAMLError(file: path, mark: nil, message: "no such file")
        }
        guard !isDirectory.boolValue else {
            throw YAMLError(file: path, mark: nil, message: "is a directory, not a YAML file")
        }
        if let size = size(of: path), size > limits.maxInputBytes {
            throw YAMLError(file: path, mark: nil, message: YAMLLimits.tooLargeMessage(size: size, limit: limits.maxInputBytes))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw YAMLError(file: path, mark: nil, message: "cannot be read (permission denied?)")
        }
        return [UInt8](data)
    }

    /// The size of the file `path` names (links followed), nil when it has none to tell.
    private static func size(of path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return Int(info.st_size)
    }
}
