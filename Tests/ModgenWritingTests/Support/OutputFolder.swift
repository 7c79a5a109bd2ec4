import Foundation

@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph
@testable import ModgenPlanning
@testable import ModgenWriting

/// A fresh temp folder per test, removed afterwards; helpers to read and plant files in it.
final class OutputFolder {
    let url: URL
    var path: String { url.path }

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("modgen-write-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        try? FileManager.default.removeItem(at: url)
    }

    func url(_ relative: String) -> URL { url.appendingPathComponent(relative) }

    func text(_ relative: String) throws -> String {
        try String(contentsOf: url(relative), encoding: .utf8)
    }

    func exists(_ relative: String) -> Bool {
        FileManager.default.fileExists(atPath: url(relative).path)
    }

    func plant(_ relative: String, _ text: String) throws {
        let target = url(relative)
        try FileManager.default.createDirectory(
            at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: target)
    }

    func modificationDate(_ relative: String) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: url(relative).path)[.modificationDate] as? Date
    }

    func setModificationDate(_ relative: String, _ date: Date) throws {
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: url(relative).path)
    }

    /// Every file below the root (relative path -> contents), `.modgen/lock` left out.
    func snapshot() throws -> [String: String] {
        var files: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: path)
        while let relative = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: url(relative).path, isDirectory: &isFolder)
            if isFolder.boolValue || relative == ".modgen/lock" { continue }
            files[relative] = try text(relative)
        }
        return files
    }

    /// Every folder below the root, sorted.
    func folders() -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: path)
        var folders: [String] = []
        while let relative = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: url(relative).path, isDirectory: &isFolder)
            if isFolder.boolValue { folders.append(relative) }
        }
        return folders.sorted()
    }
}
