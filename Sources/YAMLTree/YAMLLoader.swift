/// Reads YAML streams into node trees: one `Node` per document.
public enum YAMLLoader {
    /// Parses `text`; `file` is the name marks and errors carry (as the user gave it).
    public static func load(_ text: String, file: String, limits: YAMLLimits = .default) throws(YAMLError) -> [Node] {
        throw YAMLError(file: file, mark: nil, message: "not implemented")
    }

    /// Reads and parses the file at `path`; marks and errors name it as `path`.
    public static func load(contentsOfFile path: String, limits: YAMLLimits = .default) throws(YAMLError) -> [Node] {
        throw YAMLError(file: path, mark: nil, message: "not implemented")
    }
}
