import YAMLTree

/// Marks for unit tests that build values by hand.
enum YAMLTreeMark {
    static func at(_ line: Int, _ column: Int, file: String = "modules.yml") -> Mark {
        Mark(file: file, line: line, column: column)
    }
}
