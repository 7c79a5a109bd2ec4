import Foundation
import Testing

@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph
@testable import ModgenPlanning
@testable import ModgenWriting

/// `.modgen/state` and `.modgen/journal` are committed and merged, so a person can write any
/// line in them, with the right FNV-1a hash: a forged line must never make modgen delete or
/// replace the file it names, with `--prune` or without. Each case plants the named file (and
/// its temp-file name, which a killed run's journal leftovers are cleared by), forges a line
/// with the file's true hash, runs, and checks every planted byte is still there.
@Suite struct ForgedStateTests {
    /// What a forged line names. `path` is relative to a base folder holding the root `root/`;
    /// `entry` is how the line spells it (relative to the root, or absolute).
    struct Case: Sendable, CustomStringConvertible {
        var label: String
        var planted: String
        var entry: @Sendable (_ base: String) -> String
        /// The spec named on the state's `spec` line, when the case forges that too.
        var recordedSpec: String?

        var description: String { label }
    }

    enum Mode: String, Sendable, CaseIterable {
        case plain, prune, pruneForce
        var options: WriteOptions {
            WriteOptions(force: self == .pruneForce, prune: self != .plain, specPath: "modules.yml")
        }
    }

    enum Carrier: String, Sendable, CaseIterable {
        case state, journal
    }

    static let cases: [Case] = [
        Case(label: "../ outside the root", planted: "outside.txt", entry: { _ in "../outside.txt" }),
        Case(label: "../ manifest-shaped", planted: "sibling/Package.swift", entry: { _ in "../sibling/Package.swift" }),
        Case(label: "absolute path", planted: "absolute.txt", entry: { "\($0)/absolute.txt" }),
        Case(label: "absolute manifest", planted: "abs/Package.swift", entry: { "\($0)/abs/Package.swift" }),
        Case(label: "planned stub (source)", planted: "root/Packages/Search/Sources/Search/Search.swift",
            entry: { _ in "Packages/Search/Sources/Search/Search.swift" }),
        Case(label: "user source", planted: "root/Packages/Search/Sources/Search/Extra.swift",
            entry: { _ in "Packages/Search/Sources/Search/Extra.swift" }),
        Case(label: "source of a gone module", planted: "root/Packages/Gone/Sources/Gone/Gone.swift",
            entry: { _ in "Packages/Gone/Sources/Gone/Gone.swift" }),
        Case(label: "package nested in Sources", planted: "root/Packages/Search/Sources/Vendored/Package.swift",
            entry: { _ in "Packages/Search/Sources/Vendored/Package.swift" }),
        Case(label: "package nested in Tests", planted: "root/Tests/Fixture/Package.swift",
            entry: { _ in "Tests/Fixture/Package.swift" }),
        Case(label: "the spec", planted: "root/modules.yml", entry: { _ in "modules.yml" }),
        Case(label: "the spec the state names", planted: "root/specs/Package.swift",
            entry: { _ in "specs/Package.swift" }, recordedSpec: "specs/Package.swift"),
        Case(label: ".modgen/lock", planted: "root/.modgen/lock", entry: { _ in ".modgen/lock" }),
        Case(label: ".modgen/inputs", planted: "root/.modgen/inputs", entry: { _ in ".modgen/inputs" }),
        Case(label: "a user's file at the root", planted: "root/Makefile", entry: { _ in "Makefile" }),
    ]

    let plan = PlanBuilders.modules(["Search"])

    @Test(arguments: cases, Carrier.allCases)
    func aForgedLineDeletesAndReplacesNothing(_ forged: Case, carrier: Carrier) throws {
        for mode in Mode.allCases {
            let base = try OutputFolder()
            let root = base.url("root").path
            _ = try TreeWriter().write(plan, to: root, options: Mode.plain.options)
            let planted = try plant(forged, in: base)
            let before = try base.snapshot()
            let line = try forge(forged, carrier: carrier, base: base, hash: ContentHash(Array(planted.utf8)))

            let report = try TreeWriter().write(plan, to: root, options: mode.options)

            var after = try base.snapshot()
            for file in ["root/.modgen/state", "root/.modgen/journal"] { after[file] = before[file] }
            var expected = before
            if forged.planted == "root/.modgen/inputs" {
                // Not because of the forged line: the temp name of modgen's own record is a
                // killed run's leftover, cleared by every writing run.
                expected[AtomicFileWriter.temporaryPath(for: forged.planted)] = nil
            }
            #expect(after == expected, "\(forged), \(carrier), \(mode): nothing deleted or replaced")
            #expect(report.pruned.isEmpty && report.updated.isEmpty && report.created.isEmpty, "\(forged), \(mode)")
            let file = "\(root)/.modgen/\(carrier.rawValue)"
            #expect(report.warnings.count == 1, "\(forged), \(carrier), \(mode): \(report.warnings)")
            #expect(report.warnings.first?.hasPrefix("\(file):\(line): warning: ignoring the entry for '") == true)
            #expect(!report.orphaned.contains(forged.entry(base.path)), "\(forged), \(mode)")
            let entries = try base.text("root/.modgen/state").split(separator: "\n").dropFirst(2)
            #expect(!entries.contains { $0.hasPrefix("g ") && $0.hasSuffix(" \(forged.entry(base.path))") }, "\(forged): the line is dropped")
        }
    }

    /// The fast path reads the state too: it declines a state with a forged line (even with
    /// the record's state hash forged to match), so the full path warns about it.
    @Test func theFastPathDeclinesAForgedState() throws {
        let output = try OutputFolder()
        let inputs = PlanFingerprint(first: 7, second: 7)
        let options = WriteOptions(specPath: "modules.yml", inputs: inputs)
        _ = try TreeWriter().write(plan, to: output.path, options: options)
        try output.plant("modules.yml", "name: x\n")
        let state = try output.text(".modgen/state") + "g \(ContentHash("name: x\n")) modules.yml\n"
        try output.plant(".modgen/state", state)
        let record = InputsRecord(fingerprint: inputs, stateHash: StateDigest.of(Array(state.utf8)))
        try output.plant(".modgen/inputs", record.rendered)
        #expect(try TreeWriter().unchangedReport(at: output.path, inputs: inputs, options: options) == nil)
        let full = try TreeWriter().write(plan, to: output.path, options: options)
        #expect(full.warnings.count == 1)
        #expect(try output.text("modules.yml") == "name: x\n")
    }

    /// A recorded manifest modgen no longer plans is still pruned: the rules keep what modgen
    /// could have generated.
    @Test func aRecordedManifestIsStillPruned() throws {
        let output = try OutputFolder()
        _ = try TreeWriter().write(PlanBuilders.modules(["Search", "Utils"]), to: output.path)
        try output.plant("README.md", "# readme\n")
        let state = try output.text(".modgen/state") + "g \(ContentHash("# readme\n")) README.md\n"
        try output.plant(".modgen/state", state)
        let report = try TreeWriter().write(plan, to: output.path, options: WriteOptions(prune: true))
        #expect(report.pruned == ["Packages/Utils/Package.swift", "README.md"])
        #expect(report.warnings.isEmpty)
    }

    /// Plants the case's file and its temp-file name; returns the file's text.
    private func plant(_ forged: Case, in base: OutputFolder) throws -> String {
        let text = forged.planted == "root/.modgen/lock" ? "" : "planted \(forged.label)\n"
        try base.plant(forged.planted, text)
        let temporary = AtomicFileWriter.temporaryPath(for: forged.planted)
        try base.plant(temporary, "temp-named \(forged.label)\n")
        return text
    }

    /// Writes the forged line; returns its line number.
    private func forge(_ forged: Case, carrier: Carrier, base: OutputFolder, hash: ContentHash) throws -> Int {
        let line = "g \(hash) \(forged.entry(base.path))"
        switch carrier {
        case .state:
            var lines = try base.text("root/.modgen/state").split(separator: "\n").map(String.init)
            if let spec = forged.recordedSpec { lines[1] = "spec \(spec)" }
            lines.append(line)
            try base.plant("root/.modgen/state", lines.joined(separator: "\n") + "\n")
            return lines.count
        case .journal:
            let spec = forged.recordedSpec ?? "modules.yml"
            try base.plant("root/.modgen/journal", "modgen journal 1\nspec \(spec)\n\(line)\n")
            return 3
        }
    }
}
