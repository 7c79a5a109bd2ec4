import Foundation
import ModgenPipeline
import ModgenPlanning
import ModgenScaffolding
import ModgenWriting
import Testing

/// `add` takes the output's writer lock before it reads the spec and keeps it until the tree
/// is written: between "added" and the written tree no other run can get in, and the write
/// itself goes on under the lock `add` already holds.
@Suite struct AdditionLockTests {
    private func project() throws -> (spec: String, root: String) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("modgen-addition-lock-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let spec = root.appendingPathComponent("modules.yml")
        try Data("name: Shop\nmodules:\n  Net:\n    type: core\n".utf8).write(to: spec)
        return (spec.path, root.path)
    }

    @Test func anotherWriterIsKeptOutFromAddedUntilTheTreeIsWritten() throws {
        let (spec, root) = try project()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let pipeline = GeneratorPipeline(context: RunContext(specPath: spec, version: "test"))
        let addition = ModuleAddition(specPath: spec, adding: NewModule(name: "Cache", kind: .core))

        let accepted = try addition.apply(with: pipeline)
        // The spec has the module; the lock is still held: a writer that comes now is turned away.
        #expect(try String(contentsOfFile: spec, encoding: .utf8).contains("Cache:"))
        let other = #expect(throws: WriteError.self) { try TreeWriter().write(accepted.plan, to: root) }
        #expect(other?.description.contains("another modgen run holds") == true, "\(String(describing: other))")

        // The write goes on under the held lock (a second lock in this process would be refused).
        let report = try addition.generate(accepted, with: pipeline)
        #expect(report.succeeded)
        let manifest = try #require(report.created.first { $0.hasSuffix("Cache/Package.swift") }, "\(report.created)")
        #expect(FileManager.default.fileExists(atPath: root + "/" + manifest))
    }

    @Test func theLockIsLetGoWithTheAcceptedAddition() throws {
        let (spec, root) = try project()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let pipeline = GeneratorPipeline(context: RunContext(specPath: spec, version: "test"))
        var plan: Plan?
        do {
            let accepted = try ModuleAddition(specPath: spec, adding: NewModule(name: "Cache", kind: .core)).apply(with: pipeline)
            plan = accepted.plan
        }
        // `add --no-generate` ends here: the next run is not kept out.
        let report = try TreeWriter().write(try #require(plan), to: root)
        #expect(report.succeeded)
    }
}
