import Testing
@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph

@Suite struct SuggestionTests {
    @Test func closeNamesAreSuggested() {
        #expect(Suggestion.closest(to: "nmae", among: ["name", "options"]) == "name")
        #expect(Suggestion.closest(to: "Netwrking", among: ["Networking", "Utils"]) == "Networking")
        #expect(Suggestion.closest(to: "ios", among: ["iOS", "macOS"]) == "iOS")
    }

    @Test func farNamesAreNot() {
        #expect(Suggestion.closest(to: "colour", among: ["name", "options", "layout"]) == nil)
        #expect(Suggestion.hint(for: "x", among: [String]()) == "")
    }

    @Test func tiesGoToTheFirstInOrder() {
        #expect(Suggestion.closest(to: "ab", among: ["ac", "aa"]) == "aa")
    }

    @Test func distanceIsBounded() {
        let a = Array("kitten".unicodeScalars)
        let b = Array("sitting".unicodeScalars)
        #expect(EditDistance.bounded(a, b, limit: 3) == 3)
        #expect(EditDistance.bounded(a, b, limit: 2) == nil)
        #expect(EditDistance.bounded(Array("ab".unicodeScalars), Array("ba".unicodeScalars), limit: 1) == 1)
    }
}

@Suite struct SuggestionIndexTests {
    private let names = (0..<2_000).map { "Feature\($0)Interface" } + ["Networking"]

    @Test func manyNamesUseTheDeletionIndex() {
        let index = SuggestionIndex { names }
        #expect(index.closest(to: "Featre42Interface") == "Feature42Interface")
        #expect(index.closest(to: "Feature42Interfcae") == "Feature42Interface")
        #expect(index.closest(to: "Netwrking") == "Networking")
        #expect(index.hint(for: "Storage") == "")
    }

    @Test func fewNamesAreScanned() {
        let index = SuggestionIndex { ["Search", "Directions"] }
        #expect(index.closest(to: "Directoins") == "Directions")
    }
}
