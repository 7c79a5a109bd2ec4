import Foundation

/// Reads a spec file's bytes, turning every way that can fail into one clear `YAMLError`.
enum SourceFile {
    static func read(_ path: String) throws(YAMLError) -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw YAMLError(file: path, mark: nil, message: "no such file")
        }
        guard !isDirectory.boolValue else {
            throw YAMLError(file: path, mark: nil, message: "is a directory, not a YAML file")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw YAMLError(file: path, mark: nil, message: "cannot be read (permission denied?)")
        }
        return [UInt8](data)
    }
}
