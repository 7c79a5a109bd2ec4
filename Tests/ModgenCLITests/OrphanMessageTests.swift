import Foundation
import Testing

/// What `generate` prints for orphans: a removed module's manifest is deleted by `--prune`,
/// its sources never are, and a README the spec stops asking for is named as such.
@Suite struct OrphanMessageTests {
    @Test func eachOrphanIsDescribedAsWhatItIs() throws {
        let folder = try Scratch.folder("orphan-messages")
        let spec = folder.appendingPathComponent("modules.yml")
        try "name: Demo\nmodules:\n  Utils:\n    type: core\n  Gone:\n    type: core\n".write(
            to: spec, atomically: true, encoding: .utf8)
        #expect(try Modgen.run(["generate", "--spec", spec.path]).status == 0)
        try "name: Demo\noptions:\n  readme: false\nmodules:\n  Utils:\n    type: core\n".write(
            to: spec, atomically: true, encoding: .utf8)
        let result = try Modgen.run(["generate", "--spec", spec.path])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stderr.split(separator: "\n").map(String.init)
        let gone = lines.filter { $0.contains("/Gone/") }
        #expect(gone.contains { $0.hasSuffix("Gone/Package.swift: warning: orphaned: its module is no longer in the spec (--prune deletes it)") }, "\(lines)")
        #expect(gone.contains { $0.contains("/Sources/") && $0.hasSuffix(": warning: orphaned: a source of a module no longer in the spec (sources are never deleted; --prune stops tracking it)") }, "\(lines)")
        #expect(!gone.contains { $0.contains("/Sources/") && $0.contains("--prune deletes it") }, "\(lines)")
        #expect(lines.contains("README.md: warning: orphaned: the spec no longer asks for a generated README (--prune deletes it)"), "\(lines)")
    }
}
