import Foundation
import Testing
@testable import ModgenSpec

/// `PathText` gives what Foundation's `URL(fileURLWithPath:)` gives, which it replaces on the
/// no-op's path: Foundation is the oracle here.
@Suite struct PathTextTests {
    private let specPaths = [
        "modules.yml", "./modules.yml", "app/modules.yml", "app//modules.yml", "app/./spec/modules.yml",
        "../modules.yml", "../../x/modules.yml", "/modules.yml", "/work/app/modules.yml", "/work/app/../modules.yml",
        "/work//app/./modules.yml", "a b/mödules.yml",
    ]

    @Test func aSpecsFolderIsSpelledAsAURLSpellsIt() {
        for path in specPaths {
            #expect(PathText.parent(of: path) == URL(fileURLWithPath: path).deletingLastPathComponent().relativePath, "\(path)")
        }
    }

    @Test func aStandardizedPathIsTheURLsStandardizedPath() {
        let base = "/work/app"
        let paths = specPaths + ["/", ".", "..", "../..", "/..", "/a/b/../../..", "Templates/", "x/./y/../z//"]
        for path in paths {
            let url = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: base, isDirectory: true))
            #expect(PathText.standardized(path, from: base) == url.standardizedFileURL.path, "\(path)")
        }
    }

    @Test func aRelativePathIsStandardizedFromTheCurrentFolder() {
        #expect(PathText.standardized("x/../y") == URL(fileURLWithPath: "x/../y").standardizedFileURL.path)
        #expect(PathText.currentDirectory() == FileManager.default.currentDirectoryPath)
    }

    @Test func theLastComponentIsTheURLsLastPathComponent() {
        for path in specPaths + ["/", "Templates/"] {
            #expect(PathText.lastComponent(of: path) == URL(fileURLWithPath: path).lastPathComponent, "\(path)")
        }
    }

    @Test func linksAreResolvedAndAMissingPathIsKept() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("modgen-pathtext-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("real"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link").path, withDestinationPath: "real")
        let resolved = PathText.resolvingLinks(folder.appendingPathComponent("link").path)
        #expect(resolved == URL(fileURLWithPath: folder.appendingPathComponent("real").path).resolvingSymlinksInPath().path)
        #expect(PathText.resolvingLinks("/no/such/path") == "/no/such/path")
    }

    @Test func theEnvironmentIsWhatFoundationReads() {
        #expect(ProcessEnvironment.current() == ProcessInfo.processInfo.environment)
        // The environment's dictionary is made empty with room for all of it (`current` then
        // never grows it).
        let made = ProcessEnvironment.dictionary(String.self, Int.self, capacity: 100)
        #expect(made.isEmpty && made.capacity >= 100)
    }
}
