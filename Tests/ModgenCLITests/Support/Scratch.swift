import Foundation

/// A fresh temporary folder for one test, inside one folder per test process
/// (`modgen-tests-<pid>`) that is removed when the process exits. The CLI tests build and
/// generate packages in theirs (the kitchen sink's holds 384 MB); left behind, they piled up
/// run after run (4,887 in one machine's temporary folder) until the disk was full.
enum Scratch {
    static func folder(_ label: String) throws -> URL {
        let url = parent.appendingPathComponent("\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The process's folder; its removal at exit is registered with the first use.
    private static let parent: URL = {
        atexit { Scratch.removeParent() }
        return parentURL
    }()

    private static var parentURL: URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("modgen-tests-\(getpid())")
    }

    /// Best effort: a folder a test left without write permission stays.
    private static func removeParent() {
        try? FileManager.default.removeItem(at: parentURL)
    }
}
