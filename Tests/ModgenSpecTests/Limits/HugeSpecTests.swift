import Foundation
import Testing
import YAMLTree
@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph

/// A spec file over `YAMLLimits.maxInputBytes` is refused from its size, before a byte is
/// read, with one error naming it: a 100 MB spec would need gigabytes of nodes.
@Suite struct HugeSpecTests {
    private let hundredMegabytes = 100 << 20
    private let header = "name: Huge\nmodules:\n  App: { type: app }\n"

    /// A real spec at the start, then made 100 MB long without writing the rest: the file
    /// system keeps it sparse, the loader only ever asks for its size.
    private func writeHugeSpec(in folder: URL, name: String) throws {
        let url = folder.appendingPathComponent(name)
        try Data(header.utf8).write(to: url)
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        try handle.truncate(atOffset: UInt64(hundredMegabytes))
    }

    @Test func aHundredMegabyteSpecIsRefused() throws {
        let folder = try LimitLoad.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try writeHugeSpec(in: folder, name: "modules.yml")
        let result = SpecLoadResult.load(SpecSource(path: folder.appendingPathComponent("modules.yml").path), environment: [:])
        #expect(LimitLoad.lines(result, folder: folder) == [
            "modules.yml: error: spec file 'modules.yml' is 100 MB, over the 16 MB limit",
        ])
    }

    @Test func aHundredMegabyteIncludeIsRefusedAtItsEntry() throws {
        let folder = try LimitLoad.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try writeHugeSpec(in: folder, name: "huge.yml")
        try Data("name: Small\ninclude: [huge.yml]\nmodules: { App: { type: app } }\n".utf8)
            .write(to: folder.appendingPathComponent("modules.yml"))
        let result = SpecLoadResult.load(SpecSource(path: folder.appendingPathComponent("modules.yml").path), environment: [:])
        #expect(LimitLoad.lines(result, folder: folder) == [
            "modules.yml:2:11: error: included file 'huge.yml' is 100 MB, over the 16 MB limit",
        ])
    }

    @Test func bytesInMemoryOverTheLimitAreRefused() {
        let limit = YAMLLimits.default.maxInputBytes
        let bytes = Array(header.utf8) + Array(repeating: UInt8(ascii: "#"), count: limit + (1 << 20))
        let result = SpecLoadResult.load(SpecSource(path: LimitLoad.specPath, bytes: bytes), environment: [:])
        #expect(result.diagnostics.map(\.description) == [
            "modules.yml: error: spec file 'modules.yml' is 17 MB, over the 16 MB limit",
        ])
    }

    @Test func theYAMLLoaderRefusesTooManyBytesToo() {
        var bytes = Array(header.utf8)
        let limits = YAMLLimits(maxInputBytes: 16)
        #expect(throws: YAMLError.self) { try YAMLLoader.load(bytes: &bytes, file: "modules.yml", limits: limits) }
    }

    @Test func yaml2jsonsReaderRefusesAHundredMegabyteFileUnread() throws {
        let folder = try LimitLoad.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try writeHugeSpec(in: folder, name: "huge.yml")
        let path = folder.appendingPathComponent("huge.yml").path
        let error = #expect(throws: YAMLError.self) { try YAMLLoader.load(contentsOfFile: path) }
        #expect(error?.description == "\(path): error: is 100 MB, over the 16 MB limit")
    }
}
