import Testing
@testable import ModgenGraph

/// `NameIndex` answers as a `[String: Int]` of the same names would, Unicode included.
@Suite struct NameIndexTests {
    /// What a Dictionary filled in order (each name's position assigned; with `firstWins`, only
    /// the first of equal keys) says for `key`.
    private func dictionaryAnswer(_ names: [String], _ key: String, foldsCase: Bool, firstWins: Bool) -> Int? {
        var dictionary: [String: Int] = [:]
        for (offset, name) in names.enumerated() {
            let stored = foldsCase ? name.lowercased() : name
            if firstWins, dictionary[stored] != nil { continue }
            dictionary[stored] = offset
        }
        return dictionary[foldsCase ? key.lowercased() : key]
    }

    private static let ascii = [
        "Search", "SearchInterface", "Profile", "A", "", "Feature00001Interface", "Feature00001", "search", "Search",
        "VeryLongModuleNameThatSpansSeveralWords", "Home-iOS", "Home_iOS",
    ]
    private static let keys = ascii + [
        "Searc", "SearchInterfac", "SEARCH", "profile", "Feature00002Interface", "Unknown", "Ü", "K", "\u{212A}",
        "Se\u{301}arch", "Séarch", "\u{37E}", ";", "a", "home-ios",
    ]

    @Test(arguments: [false, true], [false, true])
    func asciiNamesAnswerAsADictionary(foldsCase: Bool, firstWins: Bool) {
        let index = NameIndex(Self.ascii, foldsCase: foldsCase, firstWins: firstWins)
        for key in Self.keys {
            #expect(index.index(of: key) == dictionaryAnswer(Self.ascii, key, foldsCase: foldsCase, firstWins: firstWins), "\(key)")
        }
    }

    /// A name that is not ASCII: canonically equivalent spellings are one name.
    @Test(arguments: [false, true], [false, true])
    func unicodeNamesAnswerAsADictionary(foldsCase: Bool, firstWins: Bool) {
        let names = Self.ascii + ["Séarch", "K", "Ünïcode", "\u{212A}elvin"]
        let index = NameIndex(names, foldsCase: foldsCase, firstWins: firstWins)
        for key in Self.keys + ["Se\u{301}arch", "Kelvin", "\u{212A}elvin", "ünïcode", "U\u{308}nïcode"] {
            #expect(index.index(of: key) == dictionaryAnswer(names, key, foldsCase: foldsCase, firstWins: firstWins), "\(key)")
        }
    }

    @Test func manyNamesAreAllFound() {
        let names = (0..<5_000).map { "Module\($0)" }
        let index = NameIndex(names)
        #expect(names.indices.allSatisfy { index.index(of: names[$0]) == $0 })
        #expect(index.index(of: "Module5000") == nil)
    }
}
