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
        #expect(message("/nonexistent/spec.yml") == "/nonexistent/spec.yml: error: not found")
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

    @Test func bytesAreReadWhole() throws {
        // Sizes around the chunk a grown file is read in, and an empty file.
        for size in [0, 1, (64 << 10) - 1, 64 << 10, (64 << 10) + 1, 300_001] {
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 9) }
            let path = try write(bytes, name: "f\(size).yml")
            #expect(SourceFile.bytes(at: path, maxBytes: 1 << 20) == .success(bytes))
        }
    }

    @Test func limitIsInclusive() throws {
        let path = try write(Array(repeating: UInt8(ascii: "a"), count: 100), name: "limit.yml")
        #expect(SourceFile.bytes(at: path, maxBytes: 100) == .success(Array(repeating: UInt8(ascii: "a"), count: 100)))
        #expect(SourceFile.bytes(at: path, maxBytes: 99) == .failure(.tooLarge(size: 100)))
    }

    @Test func pipeIsRefusedWithoutWaitingForAWriter() throws {
        let folder = try write([], name: "empty.yml")
        let fifo = (folder as NSString).deletingLastPathComponent + "/pipe.yml"
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(SourceFile.bytes(at: fifo, maxBytes: 100) == .failure(.notRegular))
        #expect(message(fifo) == "\(fifo): error: is not a regular file (a pipe or a device?)")
    }

    @Test func missingFolderOnTheWayIsNotFound() throws {
        let file = try write([1], name: "file.yml")
        #expect(SourceFile.bytes(at: file + "/below.yml", maxBytes: 100) == .failure(.notFound))
        #expect(SourceFile.bytes(at: "/nonexistent/spec.yml", maxBytes: 100) == .failure(.notFound))
    }
}
