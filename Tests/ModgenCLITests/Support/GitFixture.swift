import Foundation
import Testing

/// A git repository in a fresh temporary folder, with a local identity, for tests of
/// `modgen affected`: write files, commit, branch, and run modgen or git in it.
struct GitFixture {
    let folder: URL

    init(_ label: String) throws {
        folder = try Scratch.folder(label)
        try git("init", "-q", "-b", "main")
        try git("config", "user.email", "tests@modgen.invalid")
        try git("config", "user.name", "modgen tests")
        try git("config", "commit.gpgsign", "false")
    }

    /// Runs git in the repository; a failure fails the test with what git said.
    @discardableResult
    func git(_ arguments: String...) throws -> String {
        let result = try ProcessRunner.runTool("git", arguments, in: folder)
        try #require(result.status == 0, "git \(arguments.joined(separator: " ")): \(result.stderr)")
        return result.stdout
    }

    func write(_ text: String, to path: String) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func append(_ text: String, to path: String) throws {
        let url = folder.appendingPathComponent(path)
        let old = try String(contentsOf: url, encoding: .utf8)
        try Data((old + text).utf8).write(to: url)
    }

    func commitAll(_ message: String) throws {
        try git("add", "-A")
        try git("commit", "-q", "-m", message)
    }

    func modgen(_ arguments: [String]) throws -> ProcessResult {
        try Modgen.run(arguments, in: folder)
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }
}
