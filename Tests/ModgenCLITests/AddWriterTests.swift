import Foundation
import Testing
import YAMLTree

/// `add` writes the spec and the tree, so it is a writer like `generate`: it holds the
/// output's lock from reading the spec to replacing it, says "added" only for a module that
/// passed every check (template set included), replaces the spec through an exclusively
/// created scratch file, edits a symlinked spec's target, and keeps a BOM and CRLF.
@Suite struct AddWriterTests {
    private let spec = "name: Shop\nmodules:\n  Net:\n    type: core\n"

    private func project(_ text: String? = nil) throws -> URL {
        let folder = try Scratch.folder("add-writer")
        try Data((text ?? spec).utf8).write(to: folder.appendingPathComponent("modules.yml"))
        return folder
    }

    private func specBytes(_ folder: URL) throws -> Data {
        try Data(contentsOf: folder.appendingPathComponent("modules.yml"))
    }

    /// Module names in the spec as it parses now; nil when it does not parse.
    private func modules(_ folder: URL) -> Set<String>? {
        guard let data = try? specBytes(folder), let text = String(data: data, encoding: .utf8),
              let root = try? YAMLLoader.load(text, file: "modules.yml").first,
              let modules = root.mapping?["modules"]?.mapping
        else { return nil }
        return Set(modules.entries.compactMap(\.key.text))
    }

    @Test func concurrentAddsNeverLoseAnAnnouncedModule() throws {
        let folder = try project()
        let binary = try BuiltProduct.url("modgen")
        let names = (1...20).map { "Module\($0)" }
        var running: [(name: String, process: Process, output: Pipe, errors: Pipe)] = []
        for name in names {
            let process = Process()
            process.executableURL = binary
            process.arguments = ["add", "core", name, "--spec", folder.appendingPathComponent("modules.yml").path]
            let output = Pipe(), errors = Pipe()
            process.standardOutput = output
            process.standardError = errors
            try process.run()
            running.append((name, process, output, errors))
        }
        // While they run, the spec always parses (it is only ever replaced by a rename).
        var reads = 0
        while running.contains(where: { $0.process.isRunning }) {
            #expect(modules(folder) != nil, "the spec did not parse mid-run")
            reads += 1
        }
        var announced: Set<String> = []
        for run in running {
            let stdout = String(decoding: run.output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            let stderr = String(decoding: run.errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            run.process.waitUntilExit()
            if stdout.contains("added core \(run.name) ") {
                announced.insert(run.name)
            } else {
                #expect(run.process.terminationStatus == 1)
                #expect(stderr.contains("another modgen run holds"), "\(run.name): \(stderr)")
            }
        }
        let final = try #require(modules(folder))
        #expect(!announced.isEmpty)
        #expect(final == announced.union(["Net"]), "announced \(announced.sorted()), in the spec \(final.sorted())")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains("modgen-add") }
        #expect(leftovers.isEmpty)
        #expect(reads > 0)
    }

    @Test func anUnknownTemplateSetIsRejectedBeforeAdded() throws {
        let folder = try project()
        let result = try Modgen.run(["add", "feature", "Cart", "--template-set", "mvm", "--spec", folder.appendingPathComponent("modules.yml").path])
        #expect(result.status == 1)
        #expect(!result.stdout.contains("added"), "\(result.stdout)")
        #expect(result.stderr.contains("modules.yml:5:3: error: module 'Cart': unknown template set 'mvm'; did you mean 'mvvm'?"), "\(result.stderr)")
        #expect(result.stderr.contains("note: lines 5-7 of "), "\(result.stderr)")
        #expect(try specBytes(folder) == Data(spec.utf8))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Packages").path))
    }

    @Test func aNameTooLongForAFileIsRejectedWithItsPosition() throws {
        let folder = try project()
        let name = String(repeating: "A", count: 256)
        let result = try Modgen.run(["add", "core", name, "--no-generate", "--spec", folder.appendingPathComponent("modules.yml").path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("modules.yml:5:3: error: module '\(name)': "), "\(result.stderr)")
        #expect(result.stderr.contains("is 256 bytes; a file or folder name can have at most 255"))
        #expect(try specBytes(folder) == Data(spec.utf8))
    }

    @Test func positionsAfterTheInsertionAreTheSpecsOwnLines() throws {
        let folder = try project(spec + "options:\n  bogus: 1\n")
        let result = try Modgen.run(["add", "core", "Cache", "--no-generate", "--spec", folder.appendingPathComponent("modules.yml").path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("modules.yml:6:3: error: unknown key 'bogus' in options"), "\(result.stderr)")
        #expect(result.stderr.contains("note: \(folder.path)/modules.yml was not changed"), "\(result.stderr)")
    }

    @Test func aLinkAtTheOldScratchNameIsNeverWrittenThrough() throws {
        let folder = try project()
        let outside = try Scratch.folder("add-outside").appendingPathComponent("victim.txt")
        try Data("untouched\n".utf8).write(to: outside)
        let planted = folder.appendingPathComponent(".modules.yml.modgen-add")
        try FileManager.default.createSymbolicLink(at: planted, withDestinationURL: outside)
        let result = try Modgen.run(["add", "core", "Cache", "--no-generate", "--spec", folder.appendingPathComponent("modules.yml").path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try String(contentsOf: outside, encoding: .utf8) == "untouched\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: planted.path) == outside.path)
        #expect(modules(folder) == ["Net", "Cache"])
    }

    @Test func aSymlinkedSpecHasItsTargetEditedAndStaysALink() throws {
        let folder = try Scratch.folder("add-link")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("shared"), withIntermediateDirectories: true)
        let target = folder.appendingPathComponent("shared/shop.yml")
        try Data(spec.utf8).write(to: target)
        let link = folder.appendingPathComponent("modules.yml")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "shared/shop.yml")
        let result = try Modgen.run(["add", "core", "Cache", "--no-generate", "--spec", link.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "shared/shop.yml")
        #expect(try String(contentsOf: target, encoding: .utf8) == spec + "  Cache:\n    type: core\n")
        let beside = try FileManager.default.contentsOfDirectory(atPath: target.deletingLastPathComponent().path)
        #expect(beside == ["shop.yml"], "no scratch file left beside the target")
    }

    @Test func aBOMAndCRLFLineEndingsAreKept() throws {
        let crlf = "\u{FEFF}" + spec.replacingOccurrences(of: "\n", with: "\r\n")
        let folder = try project(crlf)
        let result = try Modgen.run(["add", "core", "Cache", "--no-generate", "--spec", folder.appendingPathComponent("modules.yml").path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try specBytes(folder) == Data((crlf + "  Cache:\r\n    type: core\r\n").utf8))
    }
}
