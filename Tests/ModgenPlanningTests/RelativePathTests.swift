import Testing
@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph
@testable import ModgenReporting
@testable import ModgenPlanning
@testable import ModgenWriting

@Suite struct RelativePathTests {
    @Test(arguments: [
        ("Packages/Features/Search", "Packages/Core/Networking", "../../Core/Networking"),
        ("Packages/Features/Search", "Packages/Features/SearchInterface", "../SearchInterface"),
        ("Packages/App/AtlasApp", "Packages/Features/Search", "../../Features/Search"),
        ("Modules/iOS/Features/Search", "Modules/iOS/Core/Networking", "../../Core/Networking"),
        ("Packages/Features/Search", "Vendor/Kit", "../../../Vendor/Kit"),
        ("Packages/Features/Search", "../Shared/Kit", "../../../../Shared/Kit"),
        ("Features/Search", "Features/Search", "."),
        ("Features/Search", "Features", ".."),
        ("Features/Search/Deep", "", "../../.."),
        ("", "Packages/Core", "Packages/Core"),
        ("Paquets/Fonctionnalités/Recherche", "Paquets/Cœur/Réseau", "../../Cœur/Réseau"),
    ])
    func spellsOneFolderFromAnother(from: String, to: String, expected: String) {
        #expect(RelativePath(from).relativePath(to: RelativePath(to)) == expected)
    }

    @Test func normalisesDotsAndSlashes() {
        #expect(RelativePath("./Packages//Features/../Core/").description == "Packages/Core")
        #expect(RelativePath("../a/./b").description == "../a/b")
        #expect(RelativePath(".").description == ".")
        #expect(RelativePath(".").appending("Features").appending("Search").description == "Features/Search")
        #expect(RelativePath("Söz/検索").description == "Söz/検索")
        #expect(RelativePath("a").description == "a")
    }

    /// Split at each `/` as `String.split` splits by `Character`, whether the text is ASCII
    /// (split on its bytes) or not: a combining mark after a slash makes one `Character` with
    /// it, which is no separator.
    @Test func splitsAsCharactersDo() {
        let scheme = RelativePath("Apps/Shop.xcodeproj").appending("xcshareddata//xcschemes/./Shop.xcscheme")
        #expect(scheme.components == ["Apps", "Shop.xcodeproj", "xcshareddata", "xcschemes", "Shop.xcscheme"])
        #expect(RelativePath("a").appending("b/../c/").components == ["a", "c"])
        #expect(RelativePath("/a//b/").components == ["a", "b"])
        #expect(RelativePath("a/\u{301}b").components == ["a/\u{301}b"])
        #expect(RelativePath("x").appending("a/\u{301}b/c").components == ["x", "a/\u{301}b", "c"])
        #expect(RelativePath("Cœur/Réseau").appending("é/f").components == ["Cœur", "Réseau", "é", "f"])
    }
}
