import Foundation
import Testing
import YAMLTree

/// Bad input files: one clear line naming the path, never a crash.
@Suite struct SourceFileTests {
    private func write(_ bytes: [UInt8], name: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("yamltree-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent(name).path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    private func message(_ path: String) -> String? {
        do {
            _ = try YAMLLoader.load(contentsOfFile: path)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func missingFile() {
        #expect(message("/nonexistent/spec.yml") == "/nonexistent/spec.yml: error: no such file")
    }

    @Test func directoryInsteadOfFile() {
        let path = FileManager.default.temporaryDirectory.path
        #expect(message(path) == "\(path): error: is a directory, not a YAML file")
    }

    @Test func invalidUTF8IsPositioned() throws {
        let path = try write(Array("name: x\nb: ".utf8) + [0xC3, 0x28, 0x0A], name: "bad.yml")
        #expect(message(path) == "\(path):2:4: error: the file is not valid UTF-8 here; save it as UTF-8")
    }

    @Test func binaryGarbageIsAnErrorNotACrash() throws {
        let path = try write([0x00, 0x01, 0x02, 0xFF, 0x7F, 0x1B, 0x00], name: "garbage.yml")
        let text = try #require(message(path))
        #expect(text.hasPrefix("\(path):1:1: error: "))
    }
}
