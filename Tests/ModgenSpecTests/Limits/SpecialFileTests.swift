import Foundation
import Testing
@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph

/// Files that are not regular files would never end (`/dev/zero`) or block (a pipe with no
/// writer): refused from their type before reading. A symbolic link to a spec is followed.
@Suite struct SpecialFileTests {
    @Test func includingADeviceIsRefusedAtTheEntry() {
        let text = "name: Dev\ninclude: [/dev/zero]\nmodules: { App: { type: app } }\n"
        #expect(LimitLoad.lines(text) == [
            "modules.yml:2:11: error: included file '/dev/zero' is not a regular file (a pipe or a device?)",
        ])
    }

    @Test func aPipeAsTheSpecIsRefused() throws {
        let folder = try LimitLoad.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pipe = folder.appendingPathComponent("modules.yml")
        #expect(mkfifo(pipe.path, 0o600) == 0)
        let result = SpecLoadResult.load(SpecSource(path: pipe.path), environment: [:])
        #expect(LimitLoad.lines(result, folder: folder) == [
            "modules.yml: error: spec file 'modules.yml' is not a regular file (a pipe or a device?)",
        ])
    }

    @Test func aSymbolicLinkToASpecIsFollowed() throws {
        let folder = try LimitLoad.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("name: Linked\nmodules: { App: { type: app } }\n".utf8).write(to: folder.appendingPathComponent("real.yml"))
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("modules.yml").path, withDestinationPath: "real.yml")
        let result = SpecLoadResult.load(SpecSource(path: folder.appendingPathComponent("modules.yml").path), environment: [:])
        #expect(result.diagnostics.isEmpty)
        #expect(result.graph?.name == "Linked")
    }
}
