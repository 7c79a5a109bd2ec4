import Foundation
import Testing
import YAMLTree
@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph

/// Each file under the limit, but all of them together over it: the include that crosses
/// the limit is refused at its entry, so memory stays bounded however many files there are.
/// (At a 64 KB limit here; the default is `YAMLLimits.default.maxInputBytes`, 16 MB.)
@Suite struct IncludeTotalTests {
    @Test func includesTogetherOverTheLimitAreRefusedAtTheEntryThatCrossesIt() throws {
        let folder = try LimitLoad.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Three parts of 24 KB (a module and a long comment each): 72 KB together.
        let filler = "#" + String(repeating: "x", count: 24 << 10) + "\n"
        for part in 1...3 {
            try Data("modules:\n  Part\(part): { type: core }\n\(filler)".utf8)
                .write(to: folder.appendingPathComponent("part\(part).yml"))
        }
        try Data("name: Parts\ninclude: [part1.yml, part2.yml, part3.yml]\nmodules: { App: { type: app } }\n".utf8)
            .write(to: folder.appendingPathComponent("modules.yml"))
        let result = SpecLoadResult.load(SpecSource(path: folder.appendingPathComponent("modules.yml").path), environment: [:],
            limits: YAMLLimits(maxInputBytes: 64 << 10))
        #expect(LimitLoad.lines(result, folder: folder) == [
            "modules.yml:2:33: error: included file 'part3.yml' brings the spec and its includes to 72 KB, over the 64 KB limit",
        ])
    }
}
