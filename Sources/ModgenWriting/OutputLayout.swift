/// Where things live under one output root, and how paths are shown to people.
struct OutputLayout: Sendable {
    /// The output root as the user gave it (relative to the working directory or absolute).
    var root: String

    init(root: String) {
        var trimmed = root
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        self.root = trimmed.isEmpty ? "." : trimmed
    }

    /// `root/relative`: the path for system calls and for messages.
    func path(_ relative: String) -> String {
        root == "/" ? "/\(relative)" : "\(root)/\(relative)"
    }

    var stateFolder: String { path(PlannedPathRules.reservedFolder) }
    var statePath: String { path("\(PlannedPathRules.reservedFolder)/state") }
    var journalPath: String { path("\(PlannedPathRules.reservedFolder)/journal") }
    var lockPath: String { path("\(PlannedPathRules.reservedFolder)/lock") }
    var inputsPath: String { path("\(PlannedPathRules.reservedFolder)/inputs") }
}
