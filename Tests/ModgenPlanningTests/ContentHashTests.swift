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
