import Foundation
import ModgenPlanning
import Testing

@testable import ModgenWriting

/// A line of the committed `.modgen/state` naming the spec, with the spec's true hash, does
/// not make `generate --prune` delete the spec: the line is reported like a compiler warning
/// (`FILE:LINE: warning: ...`), dropped, and the run goes on.
@Suite struct ForgedStateWarningTests {
    @Test func aStateLineNamingTheSpecIsAWarningNotADeletion() throws {
        let folder = try Scratch.folder("forged-state")
        let spec = folder.appendingPathComponent("modules.yml")
        let text = "name: Demo\nmodules:\n  Utils:\n    type: core\n"
        try text.write(to: spec, atomically: true, encoding: .utf8)
        #expect(try Modgen.run(["generate", "--spec", spec.path]).status == 0)
        let state = folder.appendingPathComponent(".modgen/state")
        let lines = try String(contentsOf: state, encoding: .utf8) + "g \(ContentHash(text)) modules.yml\n"
        try lines.write(to: state, atomically: true, encoding: .utf8)
        let line = lines.split(separator: "\n").count

        let result = try Modgen.run(["generate", "--spec", spec.path, "--prune"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try String(contentsOf: spec, encoding: .utf8) == text)
        #expect(
            result.stderr.contains(
                "\(folder.path)/.modgen/state:\(line): warning: ignoring the entry for 'modules.yml': it is the spec; modgen neither deletes nor replaces it"),
            "\(result.stderr)")
        let again = try Modgen.run(["generate", "--spec", spec.path, "--prune"])
        #expect(again.stderr.isEmpty, "the line is gone from the state: \(again.stderr)")
    }
}
