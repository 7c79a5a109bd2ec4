import Foundation
import Testing

@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph
@testable import ModgenPlanning
@testable import ModgenWriting

/// Symbolic links and files inside the output tree can never lead a write outside it.
@Suite struct FolderGuardTests {
    let writer = TreeWriter()

    @Test func refusesALinkedFolderThatLeadsOutside() throws {
        let output = try OutputFolder()
        let outside = try OutputFolder()
        try FileManager.default.createSymbolicLink(
            atPath: output.url("Packages").path, withDestinationPath: outside.path)
        #expect {
            _ = try writer.write(PlanBuilders.modules(["Search"]), to: output.path)
        } throws: { error in
            guard let error = error as? WriteError else { return false }
            return error.reason == .leavesOutputRoot && error.path == output.url("Packages").path
                && error.description.contains("outside the output root")
        }
        #expect(try outside.snapshot().isEmpty)
    }

    @Test func refusesADeeperLinkAndADanglingOne() throws {
        let output = try OutputFolder()
        try FileManager.default.createDirectory(at: output.url("Packages"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: output.url("Packages/Search").path, withDestinationPath: "/tmp")
        #expect(throws: WriteError.self) { _ = try writer.write(PlanBuilders.modules(["Search"]), to: output.path) }

        let dangling = try OutputFolder()
        try FileManager.default.createSymbolicLink(
            atPath: dangling.url("Packages").path, withDestinationPath: "/nonexistent/modgen")
        #expect(throws: WriteError.self) { _ = try writer.write(PlanBuilders.modules(["Search"]), to: dangling.path) }
    }

    @Test func refusesALinkedStubThatLeadsOutside() throws {
        let output = try OutputFolder()
        let outside = try OutputFolder()
        try outside.plant("Search.swift", "// outside\n")
        let stub = PlanBuilders.stub("Search")
        try FileManager.default.createDirectory(
            at: output.url(stub.path).deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: output.url(stub.path).path, withDestinationPath: outside.url("Search.swift").path)
        #expect(throws: WriteError.self) { _ = try writer.write(Plan(files: [stub]), to: output.path) }
    }

    @Test func followsALinkThatStaysInside() throws {
        let output = try OutputFolder()
        try FileManager.default.createDirectory(at: output.url("Real"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: output.url("Packages").path, withDestinationPath: "Real")
        let report = try writer.write(PlanBuilders.modules(["Search"]), to: output.path)
        #expect(report.created.count == 2)
        #expect(output.exists("Real/Search/Package.swift"))
    }

    @Test func aFileWhereAFolderShouldBeStopsTheRunBeforeAnyWrite() throws {
        let output = try OutputFolder()
        try output.plant("Packages/Utils", "I am a file\n")
        #expect {
            _ = try writer.write(PlanBuilders.modules(["Search", "Utils"]), to: output.path)
        } throws: { error in
            (error as? WriteError)?.description
                == "\(output.url("Packages/Utils").path): error: is a file, but a folder is needed here"
        }
        #expect(!output.exists("Packages/Search"), "nothing is written when the survey fails")
        #expect(!output.exists(".modgen/state"))
    }

    @Test func aFolderWhereAManifestShouldBeIsAnError() throws {
        let output = try OutputFolder()
        try FileManager.default.createDirectory(
            at: output.url("Packages/Search/Package.swift"), withIntermediateDirectories: true)
        #expect(throws: WriteError.self) { _ = try writer.write(PlanBuilders.modules(["Search"]), to: output.path) }
    }

    @Test func anOutputRootThatIsAFileIsAnError() throws {
        let output = try OutputFolder()
        try output.plant("root", "file\n")
        #expect(throws: WriteError.self) {
            _ = try writer.write(PlanBuilders.modules(["Search"]), to: output.url("root").path)
        }
    }
}

/// What the guard knows of missing folders, asked as the survey and the stub clash check ask
/// it: a first folder found missing answers for everything below it, until the writer makes it.
@Suite struct FolderGuardKnowledgeTests {
    @Test func aMissingFirstFolderAnswersBelowItUntilItIsMade() throws {
        var guarded = try GuardedOutput(holding: "Core/Kit")
        #expect(!guarded.folders.isKnownMissing(parentOf: "Features/A/Sources/A/A.swift"), "nothing is known yet")
        #expect(try !guarded.folders.parentExists(of: "Features/A/Sources/A/A.swift"))
        #expect(try guarded.folders.parentExists(of: "Core/Kit/Package.swift"))
        for path in ["Features/A/Sources/A/A.swift", "Features/B/x.swift", "Features/x.swift"] {
            #expect(guarded.folders.isKnownMissing(parentOf: path), "\(path)")
        }
        #expect(guarded.folders.isKnownMissing(folder: "Features"))
        #expect(guarded.folders.isKnownMissing(folder: "Features/A/Sources"))
        // A first folder that only starts like the missing one, and one that is there.
        for path in ["Feature/x.swift", "FeaturesX/x.swift", "Core/Kit/Package.swift", "Core/New/Package.swift", "Package.swift"] {
            #expect(!guarded.folders.isKnownMissing(parentOf: path), "\(path)")
        }
        #expect(!guarded.folders.isKnownMissing(folder: "Core"))
        #expect(!guarded.folders.isKnownMissing(folder: "Featur"))

        guarded.folders.markPresent("Features")
        #expect(!guarded.folders.isKnownMissing(parentOf: "Features/x.swift"))
        #expect(!guarded.folders.isKnownMissing(folder: "Features"))
        // Below it, the folders the guard found missing on the way stay missing.
        #expect(guarded.folders.isKnownMissing(parentOf: "Features/A/Sources/A/A.swift"))
        #expect(!guarded.folders.isKnownMissing(parentOf: "Features/B/x.swift"), "never looked at")
    }
}

@Suite struct FolderGuardSlashTests {
    @Test(arguments: ["", "a", "/", "a/", "/a", "a/b/c.swift", "Ünï/cødé/x", "no-slash-here.swift", "a//b"])
    func theLastSlashIsTheOneTheUTF8ViewFinds(path: String) {
        #expect(FolderGuard.lastSlash(in: path) == path.utf8.lastIndex(of: UInt8(ascii: "/")))
    }
}
