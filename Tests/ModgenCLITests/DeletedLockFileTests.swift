import Foundation
import Testing

@testable import ModgenWriting

/// A run holds the output while `.modgen/lock` is deleted under it (`git clean -X`): a second
/// `modgen generate`, a real process, still finds the output taken and writes nothing.
@Suite struct DeletedLockFileTests {
    @Test func aSecondProcessStopsEvenWhenTheLockFileIsGone() throws {
        let output = try Scratch.folder("deleted-lock")
        let held = try OutputLock.exclusive(OutputLayout(root: output.path), fileSystem: FileSystem())
        try FileManager.default.removeItem(at: output.appendingPathComponent(".modgen/lock"))
        let spec = Snapshot.examples.appendingPathComponent("Maps/modules.yml")
        let second = try Modgen.run(["generate", "--spec", spec.path, "--output", output.path])
        withExtendedLifetime(held) {}
        #expect(second.status == 1)
        #expect(second.stderr.contains("error: another modgen run holds \(output.path)/.modgen/lock"), "\(second.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("Packages").path))
    }
}
