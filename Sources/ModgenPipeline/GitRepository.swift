import Foundation

/// The git calls `modgen affected` makes, run in one folder of a work tree: where the work
/// tree is, the merge base of two revisions, the files a diff names (renames at both paths),
/// the untracked files, and a file's bytes at a revision. Paths git prints are from the top
/// of the work tree.
struct GitRepository: Sendable {
    /// Where git runs (the output root).
    let directory: String

    /// The top folder of the work tree, symbolic links resolved (as git prints it).
    func topLevel() throws(PipelineFailure) -> String {
        let text = try string(["rev-parse", "--show-toplevel"])
        return text.trimmingCharacters(in: .newlines)
    }

    /// The commit `git diff BASE...HEAD` compares from.
    func mergeBase(_ base: String, _ head: String) throws(PipelineFailure) -> String {
        try string(["merge-base", base, head]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The paths `git diff --name-status -M` names between `from` and `to` (nil: the work
    /// tree, staged and unstaged changes both): a renamed or copied file at both its paths.
    func changedPaths(from: String, to: String?) throws(PipelineFailure) -> [String] {
        let arguments = ["diff", "--name-status", "-z", "-M", "--no-color", "--no-ext-diff"] + (to.map { ["\(from)...\($0)"] } ?? [from])
        return Self.pathsOfNameStatus(try run(arguments))
    }

    /// Files git does not track and does not ignore, from the top of the work tree.
    func untrackedPaths() throws(PipelineFailure) -> [String] {
        let output = try run(["ls-files", "-z", "--others", "--exclude-standard", "--full-name", ":/"])
        return output.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The bytes of `path` at `revision` (from the top of the work tree, or from `directory`
    /// when it starts with `./`); nil when it has none.
    func contents(of path: String, at revision: String) -> [UInt8]? {
        try? run(["show", "\(revision):\(path)"])
    }

    /// `--name-status -z`: `M\0path\0`, `R100\0old\0new\0`, `C75\0old\0new\0`.
    static func pathsOfNameStatus(_ output: [UInt8]) -> [String] {
        let fields = output.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        var paths: [String] = []
        var index = 0
        while index < fields.count {
            let status = fields[index]
            guard let letter = status.first else { break }
            let count = letter == "R" || letter == "C" ? 2 : 1
            paths += fields[(index + 1)..<min(index + 1 + count, fields.count)]
            index += 1 + count
        }
        return paths
    }

    private func string(_ arguments: [String]) throws(PipelineFailure) -> String {
        String(decoding: try run(arguments), as: UTF8.self)
    }

    /// Runs `git -C DIRECTORY ARGUMENTS`: its standard output, or a failure with what git
    /// said on standard error.
    private func run(_ arguments: [String]) throws(PipelineFailure) -> [UInt8] {
        let result: ChildProcess.Result
        do {
            result = try ChildProcess.run("git", ["-C", directory] + arguments)
        } catch {
            throw PipelineFailure(path: directory, "cannot run git: \(error.reason)")
        }
        guard result.status == 0 else {
            let said = String(decoding: result.errors, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw PipelineFailure(path: directory, "git \(arguments.joined(separator: " ")) failed: \(said.isEmpty ? "exit \(result.status)" : said)")
        }
        return result.output
    }
}
