import Testing
import YAMLTree
@testable import ModgenScaffolding

/// A module renamed in a spec's text: its key and every reference, in every style the spec
/// allows, with the rest of the file byte for byte.
@Suite struct SpecRenamingTests {
    private let names = ["Search": "Find", "SearchInterface": "FindInterface", "SearchTesting": "FindTesting"]

    private func renamed(_ text: String) throws -> String {
        let root = try #require(try YAMLLoader.load(text, file: "modules.yml").first)
        let edits = SpecRenaming(root: root, names: names).edits()
        return try SpecRenaming.applying(edits, to: text)
    }

    @Test func keyAndEveryReferenceStyle() throws {
        let text = """
        name: Atlas   # Search stays in comments
        moduleTemplates:
          Feature:
            dependencies: [SearchInterface]
        modules:
          Search:         # the feature
            type: feature
            testing: true
          "Home":
            type: feature
            dependencies:
              - Search
              - { module: 'SearchInterface' }
              - module: "Search"
                condition: { platforms: [iOS] }
            testDependencies: [SearchTesting, SearchDeps]
          SearchDeps:
            type: deps
            serves: [ Search ]
          Other:
            type: core
            path: Sources/Search

        """
        let expected = """
        name: Atlas   # Search stays in comments
        moduleTemplates:
          Feature:
            dependencies: [FindInterface]
        modules:
          Find:         # the feature
            type: feature
            testing: true
          "Home":
            type: feature
            dependencies:
              - Find
              - { module: 'FindInterface' }
              - module: "Find"
                condition: { platforms: [iOS] }
            testDependencies: [FindTesting, SearchDeps]
          SearchDeps:
            type: deps
            serves: [ Find ]
          Other:
            type: core
            path: Sources/Search

        """
        #expect(try renamed(text) == expected)
    }

    /// A module's `package: Search` names the module; a dependency's `package: Search` is a
    /// package alias and stays.
    @Test func aGuestsHostIsRenamedButNotAPackageAlias() throws {
        let text = """
        packages:
          Search: { path: Vendor/Search }
        moduleTemplates:
          Guest: { package: Search }
        modules:
          Search: { type: core }
          Crypto:
            type: core
            package: Search
            dependencies: [{ package: Search, product: Search }]

        """
        #expect(try renamed(text) == """
        packages:
          Search: { path: Vendor/Search }
        moduleTemplates:
          Guest: { package: Find }
        modules:
          Find: { type: core }
          Crypto:
            type: core
            package: Find
            dependencies: [{ package: Search, product: Search }]

        """)
    }

    @Test func crlfAndAnAliasAreEditedOnce() throws {
        let text = "modules:\r\n  Search: &s\r\n    type: core\r\n  A:\r\n    type: core\r\n    dependencies: [Search]\r\n"
        #expect(try renamed(text) == "modules:\r\n  Find: &s\r\n    type: core\r\n  A:\r\n    type: core\r\n    dependencies: [Find]\r\n")
        let aliased = "deps: &d [Search]\nmodules:\n  A:\n    type: core\n    dependencies: *d\n"
        #expect(try renamed(aliased) == "deps: &d [Find]\nmodules:\n  A:\n    type: core\n    dependencies: *d\n")
    }

    @Test func aNameWrittenWithAnEscapeIsRefused() throws {
        let text = "modules:\n  A:\n    type: core\n    dependencies: [\"Se\\x61rch\"]\n"
        let root = try #require(try YAMLLoader.load(text, file: "modules.yml").first)
        let edits = SpecRenaming(root: root, names: names).edits()
        #expect(edits.count == 1)
        #expect(throws: SpecRenaming.Mismatch.self) { try SpecRenaming.applying(edits, to: text) }
    }
}
