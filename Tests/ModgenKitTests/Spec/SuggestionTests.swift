import Testing
@testable import ModgenKit

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
