import Foundation
import Testing

/// `--output link/out`, where `link` is a symbolic link to a real folder (as `/tmp` is on
/// macOS): generated like any other root, and the second run changes nothing.
@Suite struct SymlinkedRootTests {
    @Test func generatesIntoARootReachedThroughALink() throws {
        let base = try Scratch.folder("symlinked-root")
        try FileManager.default.createDirectory(at: base.appendingPathComponent("real"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: base.appendingPathComponent("link").path, withDestinationPath: "real")
        let spec = Snapshot.examples.appendingPathComponent("Maps/modules.yml")
        let arguments = ["generate", "--spec", spec.path, "--output", "link/out"]
        let first = try Modgen.run(arguments, in: base)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(FileManager.default.fileExists(atPath: base.appendingPathComponent("real/out/.modgen/state").path))
        let second = try Modgen.run(arguments, in: base)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout.hasPrefix("created 0, updated 0, unchanged 56, orphaned 0 in "), "\(second.stdout)")
    }
}
