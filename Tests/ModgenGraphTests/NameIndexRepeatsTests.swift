import Testing
@testable import ModgenGraph

/// `NameIndex.repeats` (with `firstWins`) says what looking every stored name up again would:
/// for each name equal to an earlier one, that first one, in the order of the later names.
/// `IdentityClashCheck` reports case clashes from it.
@Suite struct NameIndexRepeatsTests {
    /// Each name's position against what a lookup of it answers, where they differ.
    private func lookedUp(_ index: NameIndex, _ names: [String]) -> [(first: Int, later: Int)] {
        names.indices.compactMap { offset in
            guard let first = index.index(of: names[offset]), first != offset else { return nil }
            return (first, offset)
        }
    }

    @Test(arguments: [false, true])
    func repeatsAreWhatLookingUpFinds(foldsCase: Bool) throws {
        // Names of every length around the eight-byte words the hash reads (the last 1-7
        // bytes come from one load), equal with and without case, more than twice.
        var names = ["A", "a", "Search", "SEARCH", "search", "Feature", "feature", "Feature0", "FEATURE0", "Feature00001Interface"]
        names += ["feature00001interface", "Profile", "Home-iOS", "home-ios", "HOME-IOS", "Sixteen_Letters_", "sixteen_letters_"]
        names += (0..<200).map { "Module\($0)" } + (0..<200).map { "module\($0)" } + ["Search", "A"]
        let index = NameIndex(names, foldsCase: foldsCase, firstWins: true)
        let repeats = try #require(index.repeats)
        let expected = lookedUp(index, names)
        #expect(repeats.map(\.first) == expected.map(\.first))
        #expect(repeats.map(\.later) == expected.map(\.later))
        #expect(!repeats.isEmpty)
    }

    /// A name not ASCII: a Dictionary answers, and the repeats are unknown (every name is
    /// looked up instead).
    @Test func notASCIIHasNoRepeats() {
        let index = NameIndex(["Search", "Séarch", "search"], foldsCase: true, firstWins: true)
        #expect(index.repeats == nil)
        #expect(index.index(of: "search") == 0)
    }
}
