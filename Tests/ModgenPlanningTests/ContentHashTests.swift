import Testing

@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph
@testable import ModgenPlanning
@testable import ModgenWriting

@Suite struct ContentHashTests {
    /// The published FNV-1a 64 test vectors.
    @Test func matchesTheReferenceVectors() {
        #expect(ContentHash("").description == "cbf29ce484222325")
        #expect(ContentHash("a").description == "af63dc4c8601ec8c")
        #expect(ContentHash("foobar").description == "85944171f73967e8")
    }

    @Test func readsBackItsHex() {
        let hash = ContentHash("let package = Package()\n")
        #expect(ContentHash(hex: ArraySlice(hash.description.utf8)) == hash)
        #expect(ContentHash(hex: ArraySlice("xyz".utf8)) == nil)
    }
}

/// A planned file carries its hash from where it was planned: the writer records and compares
/// that, so it must follow the file's bytes and ownership.
@Suite struct PlannedFileHashTests {
    @Test func aGeneratedFileHoldsTheHashOfItsContents() {
        var file = PlannedFile(path: "Package.swift", contents: "// swift-tools-version: 5.9\n", ownership: .generated)
        #expect(file.contentHash == ContentHash("// swift-tools-version: 5.9\n"))
        file.contents = "changed"
        #expect(file.contentHash == ContentHash("changed"))
        #expect(file.bytesHash == ContentHash("changed"))
    }

    @Test func aStubHoldsNoneUntilItIsGenerated() {
        var file = PlannedFile(path: "Sources/A/A.swift", contents: "struct A {}\n", ownership: .stub)
        #expect(file.contentHash == nil)
        #expect(file.bytesHash == ContentHash("struct A {}\n"))
        file.ownership = .generated
        #expect(file.contentHash == ContentHash("struct A {}\n"))
    }

    /// Every generated file of a plan (manifests and app shells come from the planning threads).
    @Test func everyGeneratedFileOfAPlanHoldsItsHash() throws {
        let plan = try PlanningFixtures.plan(PlanningFixtures.atlas())
        let generated = plan.files.filter { $0.ownership == .generated }
        #expect(generated.count > 10)
        for file in generated { #expect(file.contentHash == ContentHash(file.contents), "\(file.path)") }
        #expect(plan.files.filter { $0.ownership == .stub }.allSatisfy { $0.contentHash == nil })
    }
}
