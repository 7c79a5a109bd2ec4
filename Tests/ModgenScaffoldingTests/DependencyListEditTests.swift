import Testing
import YAMLTree
@testable import ModgenScaffolding

/// `check --fix` edits a module's dependency list as text: only the entry changes.
@Suite struct DependencyListEditTests {
    private func edit(_ text: String) throws -> DependencyListEdit {
        DependencyListEdit(text: text, root: try #require(try YAMLLoader.load(text, file: "modules.yml").first))
    }

    private let spec = """
    modules:
      Search:   # the search feature
        type: feature
        dependencies: [Utils]   # keep me
      Net:
        type: core
        dependencies:
          - Log   # logging
          - { package: Logging, product: Logging }
      Bare:
        type: core

    rules: {}

    """

    @Test func addsToAFlowList() throws {
        let after = try edit(spec).adding("DirectionsInterface", to: "dependencies", of: "Search")
        #expect(after == spec.replacingOccurrences(of: "[Utils]   # keep me", with: "[Utils, DirectionsInterface]   # keep me"))
    }

    @Test func addsToABlockListInItsShape() throws {
        let after = try edit(spec).adding("Store", to: "dependencies", of: "Net")
        #expect(after == spec.replacingOccurrences(of: "      - { package: Logging, product: Logging }\n", with: "      - { package: Logging, product: Logging }\n      - Store\n"))
    }

    @Test func addsTheKeyWhenMissing() throws {
        let after = try edit(spec).adding("Net", to: "testDependencies", of: "Bare")
        #expect(after == spec.replacingOccurrences(of: "    type: core\n\nrules", with: "    type: core\n    testDependencies: [Net]\n\nrules"))
    }

    @Test func removesFromFlowAndBlockLists() throws {
        let flow = try edit("modules:\n  A:\n    dependencies: [B, C, D]\n").removing("C", from: "dependencies", of: "A")
        #expect(flow == "modules:\n  A:\n    dependencies: [B, D]\n")
        let last = try edit("modules:\n  A:\n    dependencies: [B, C]  # x\n").removing("C", from: "dependencies", of: "A")
        #expect(last == "modules:\n  A:\n    dependencies: [B]  # x\n")
        let block = try edit(spec).removing("Log", from: "dependencies", of: "Net")
        #expect(block == spec.replacingOccurrences(of: "      - Log   # logging\n", with: ""))
        let product = try edit(spec).removing("Logging", from: "dependencies", of: "Net")
        #expect(product == spec.replacingOccurrences(of: "      - { package: Logging, product: Logging }\n", with: ""))
    }

    @Test func removingTheOnlyBlockItemRemovesTheKey() throws {
        let text = "modules:\n  A:\n    type: core\n    dependencies:\n      - B\n  C:\n    type: core\n"
        #expect(try edit(text).removing("B", from: "dependencies", of: "A") == "modules:\n  A:\n    type: core\n  C:\n    type: core\n")
    }

    @Test func aModuleNotInTheFileIsAFailure() throws {
        #expect(throws: DependencyListEdit.Failure.moduleNotInSpec("Nope")) {
            try edit(spec).adding("X", to: "dependencies", of: "Nope")
        }
    }
}
