/// The `.gitignore` that `modgen init` writes when the folder has none: build products, and
/// modgen's files that belong to one checkout (`localFiles`: the lock and the fast path's
/// records of inputs and of file stamps). `.modgen/state` is not among them: it is meant to be committed.
package enum StarterGitignore {
    package static let fileName = ".gitignore"

    package static func text(localFiles: [String]) -> String {
        let lines = [
            "# Written by modgen init. Build products, and modgen's files for this checkout only",
            "# (commit .modgen/state: it says which files modgen wrote).",
            ".build/",
            ".swiftpm/",
        ] + localFiles
        return lines.joined(separator: "\n") + "\n"
    }
}
