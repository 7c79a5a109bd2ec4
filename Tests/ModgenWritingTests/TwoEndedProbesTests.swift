import Foundation
import Testing

@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph
@testable import ModgenPlanning
@testable import ModgenWriting

/// A run over a tree written before looks up its files from both ends at once
/// (`TwoEndedProbes`): what it decides is what the survey's walk alone decides.
@Suite struct TwoEndedProbesTests {
    /// More files than `TwoEndedProbes.threshold`, so the helper starts.
    private let names = (0..<200).map { "M" + String(1000 + $0).dropFirst() }
    private var walkAlone: TreeWriter {
        var writer = TreeWriter()
        writer.readsAhead = false
        return writer
    }

    /// The next run's plan: new bytes for the first and last ten manifests, and ten modules more
    /// (their folders missing).
    private var nextPlan: Plan {
        let changed = Set(names.prefix(10) + names.suffix(10))
        let more = (200..<210).map { "M" + String(1000 + $0).dropFirst() }
        return Plan(files: (names + more).flatMap { name in
            [PlanBuilders.manifest(name, changed.contains(name) ? "// v2\n" : ""), PlanBuilders.stub(name)]
        })
    }

    /// A tree written before, then changed by a person: a manifest edited near the start, in the
    /// middle and at the end of the plan, one deleted, one stub deleted.
    private func changedTree() throws -> OutputFolder {
        let output = try OutputFolder()
        _ = try TreeWriter().write(PlanBuilders.modules(names), to: output.path)
        for name in ["M001", "M101", "M199"] { try output.plant("Packages/\(name)/Package.swift", "// a person's edit\n") }
        try FileManager.default.removeItem(at: output.url("Packages/M050/Package.swift"))
        try FileManager.default.removeItem(at: output.url("Packages/M150/Sources/M150/M150.swift"))
        return output
    }

    @Test func readingAheadDecidesWhatTheWalkAloneDecides() throws {
        let ahead = try changedTree()
        let alone = try changedTree()
        let report = try TreeWriter().write(nextPlan, to: ahead.path)
        #expect(report == (try walkAlone.write(nextPlan, to: alone.path)))
        #expect(try ahead.snapshot() == alone.snapshot())
        #expect(report.refused == ["Packages/M001/Package.swift", "Packages/M101/Package.swift", "Packages/M199/Package.swift"])
        #expect(report.updated == (names.prefix(10) + names.suffix(10)).filter { !["M001", "M199"].contains($0) }
            .map { "Packages/\($0)/Package.swift" })
        #expect(report.created.contains("Packages/M050/Package.swift"))
        #expect(report.created.contains("Packages/M205/Sources/M205/M205.swift"))
        #expect(report.stubsDeleted == ["Packages/M150/Sources/M150/M150.swift"])
        #expect(try ahead.text("Packages/M101/Package.swift") == "// a person's edit\n")
    }

    /// The helper takes the files from the last: the last manifest is read, and the last stub
    /// looked up, on its thread, not the caller's (turned off, every file is looked at on the
    /// caller's). The walk is held at its first stub for a moment, so that a busy machine
    /// cannot let it reach the end first.
    @Test func theLastFilesAreLookedAtOnTheHelpersThread() throws {
        for readsAhead in [true, false] {
            let output = try changedTree()
            let caller = pthread_self()
            let readers = Readers()
            var writer = TreeWriter(fileSystem: FileSystem(fault: { operation, path in
                if operation == .read && path.hasSuffix("/Package.swift") || operation == .status && path.hasSuffix("/M199.swift") {
                    readers.add(path, onCaller: pthread_equal(pthread_self(), caller) != 0)
                }
                if operation == .status, path.hasSuffix("/M000/M000.swift"), readers.holdsOnce() { usleep(300_000) }
                return nil
            }))
            writer.readsAhead = readsAhead
            _ = try writer.write(nextPlan, to: output.path)
            #expect(readers.onCaller(output.url("Packages/M199/Package.swift").path) == !readsAhead)
            #expect(readers.onCaller(output.url("Packages/M199/Sources/M199/M199.swift").path) == !readsAhead)
            #expect(readers.onCaller(output.url("Packages/M000/Package.swift").path) == true)
        }
    }

    /// The helper takes the generated files and the stubs of folders where no two planned
    /// stubs follow each other; a folder where two do may be stamped, and its stubs are the
    /// walk's (looked up after the stamp).
    @Test func theStubsOfAFolderThatMayBeStampedAreTheWalks() {
        let files = [
            PlanBuilders.manifest("A"),
            PlannedFile(path: "Packages/A/Sources/A/One.swift", contents: "", ownership: .stub, module: "A"),
            PlannedFile(path: "Packages/A/Sources/A/Parts/Three.swift", contents: "", ownership: .stub, module: "A"),
            PlannedFile(path: "Packages/A/Sources/A/Two.swift", contents: "", ownership: .stub, module: "A"),
            PlannedFile(path: "Packages/A/Sources/A/Zed.swift", contents: "", ownership: .stub, module: "A"),
            PlanBuilders.manifest("B"),
            PlanBuilders.stub("B"),
            PlannedFile(path: "Packages/B/Tests/BTests/BTests.swift", contents: "", ownership: .stub, module: "B"),
        ]
        #expect(TwoEndedProbes.takenIndices(of: files) == [0, 2, 5, 6, 7])
    }

    /// A manifest that cannot be read, near the end (the helper's), fails the run as it fails
    /// the walk alone, and nothing is written.
    @Test func aManifestThatCannotBeReadFailsTheRunAsTheWalkAloneDoes() throws {
        var messages: [String] = []
        for readsAhead in [true, false] {
            let output = try changedTree()
            let before = try output.snapshot()
            var writer = TreeWriter(fileSystem: FileSystem(fault: { operation, path in
                operation == .read && path.hasSuffix("Packages/M180/Package.swift") ? EIO : nil
            }))
            writer.readsAhead = readsAhead
            do {
                _ = try writer.write(nextPlan, to: output.path)
                Issue.record("the run must fail")
            } catch {
                messages.append(error.description.replacingOccurrences(of: output.path, with: "<root>"))
            }
            #expect(try output.snapshot() == before)
        }
        #expect(messages.count == 2 && messages[0] == messages[1])
        #expect(messages.first?.contains("M180/Package.swift") == true)
    }
}

/// The paths of the manifests read, and whether each was first read on the caller's thread
/// (the survey's read; a manifest about to be replaced is read again before it is).
private final class Readers: @unchecked Sendable {
    private let lock = NSLock()
    private var reads: [String: Bool] = [:]

    func add(_ path: String, onCaller: Bool) {
        lock.withLock {
            if reads[path] == nil { reads[path] = onCaller }
        }
    }

    func onCaller(_ path: String) -> Bool? { lock.withLock { reads[path] } }

    private var held = false

    /// True the first time only.
    func holdsOnce() -> Bool {
        lock.withLock {
            defer { held = true }
            return !held
        }
    }
}
