import Foundation
import Testing

@testable import ModgenWriting

/// `TreePathStatus` says of each path what `FileSystem.status` says of the same path below the
/// root, whatever it was asked before: its one buffer holds a longer path's tail after a shorter
/// one is copied over it.
@Suite struct TreePathStatusTests {
    @Test func eachPathAsFileSystemStatusSaysIt() throws {
        let folder = try OutputFolder()
        try folder.plant("Packages/Features/Search/Sources/Search/SearchView.swift", "view")
        try folder.plant("README.md", "readme")
        try folder.plant("Packages/Features/Search/Package.swift", "package")
        try FileManager.default.createSymbolicLink(atPath: folder.url("link.swift").path, withDestinationPath: "README.md")
        let layout = OutputLayout(root: folder.path)
        let fileSystem = FileSystem()
        // With the root's folder open, and (a root that cannot be opened) from `root/`.
        for root in [TreeRoot(layout), TreeRoot(OutputLayout(root: folder.path + "/missing"))] {
            var paths = TreePathStatus(layout: layout, fileSystem: fileSystem, root: root)
            // Long, short, missing, longer than any before, a link, then long again.
            for relative in [
                "Packages/Features/Search/Sources/Search/SearchView.swift", "README.md", "README",
                "Packages/Features/Search/Sources/Search/SearchView.swift.missing/and/more", "link.swift",
                "Packages/Features/Search/Package.swift", "Packages/Features/Search/Sources/Search/SearchView.swift",
            ] {
                let expected = try fileSystem.status(layout.path(relative))
                let found = try Array(relative.utf8).withUnsafeBufferPointer { try paths.status(utf8: $0) }
                #expect(found == expected, "\(relative)")
            }
            #expect(try Array("README.md".utf8).withUnsafeBufferPointer { try paths.status(utf8: $0) }?.kind == .regular)
            #expect(try Array("link.swift".utf8).withUnsafeBufferPointer { try paths.status(utf8: $0) }?.kind == .symbolicLink)
        }
    }
}
