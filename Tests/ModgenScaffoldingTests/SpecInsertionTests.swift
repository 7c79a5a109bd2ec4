import Testing
import YAMLTree
@testable import ModgenSpec
@testable import ModgenScaffolding

/// `modgen add` edits the user's spec as text: the diff must show only the added lines.
@Suite struct SpecInsertionTests {
    private func insert(_ module: NewModule, into text: String) throws -> String {
        let root = try #require(try YAMLLoader.load(text, file: "modules.yml").first)
        return try SpecInsertion(text: text, root: root).inserting(module)
    }

    private let profile = NewModule(name: "Profile", kind: .feature, dependencies: ["Utils", "SearchInterface"], example: true)

    @Test func blockStyleTwoSpacesWithCommentsInsideAndAfter() throws {
        let before = """
        # Atlas
        name: Atlas
        modules:
          # core first
          Utils:
            type: core   # no deps

          Search:
            type: feature
            dependencies: [Utils]
          # Later: Payments

        # rules stay default
        rules: {}

        """
        let after = """
        # Atlas
        name: Atlas
        modules:
          # core first
          Utils:
            type: core   # no deps

          Search:
            type: feature
            dependencies: [Utils]
          Profile:
            type: feature
            dependencies: [Utils, SearchInterface]
            example: true
          # Later: Payments

        # rules stay default
        rules: {}

        """
        #expect(try insert(profile, into: before) == after)
    }

    @Test func blockStyleFourSpacesWithBlockSequences() throws {
        let before = """
        name: Atlas
        modules:
            Utils:
                type: core
            Search:
                type: feature
                dependencies:
                    - Utils
        """
        let after = """
        name: Atlas
        modules:
            Utils:
                type: core
            Search:
                type: feature
                dependencies:
                    - Utils
            Profile:
                type: feature
                dependencies:
                    - Utils
                    - SearchInterface
                example: true

        """
        #expect(try insert(profile, into: before) == after)
    }

    @Test func oneLineFlowEntriesInABlockMapping() throws {
        let before = "name: A\nmodules:\n  Utils: {type: core}\n  Search: {type: feature, dependencies: [Utils]}\n# end\n"
        let after = "name: A\nmodules:\n  Utils: {type: core}\n  Search: {type: feature, dependencies: [Utils]}\n  Net: {type: core, dependencies: [Utils]}\n# end\n"
        #expect(try insert(NewModule(name: "Net", kind: .core, dependencies: ["Utils"]), into: before) == after)
    }

    @Test func flowMappingOnOneLine() throws {
        let before = "name: A\nmodules: {Utils: {type: core}} # all\n"
        let after = "name: A\nmodules: {Utils: {type: core}, Net: {type: core}} # all\n"
        #expect(try insert(NewModule(name: "Net", kind: .core), into: before) == after)
    }

    @Test func flowMappingOverSeveralLines() throws {
        let before = "name: A\nmodules: {\n  Utils: {type: core},\n  Search: {type: feature}\n}\n"
        let after = "name: A\nmodules: {\n  Utils: {type: core},\n  Search: {type: feature},\n  Net: {type: core}\n}\n"
        #expect(try insert(NewModule(name: "Net", kind: .core), into: before) == after)
    }

    @Test func emptyFlowMapping() throws {
        #expect(try insert(NewModule(name: "Net", kind: .core), into: "name: A\nmodules: {}\n") == "name: A\nmodules: {Net: {type: core}}\n")
    }

    @Test func emptyModulesKey() throws {
        let after = "name: A\nmodules:\n  Net:\n    type: core\nrules: {}\n"
        #expect(try insert(NewModule(name: "Net", kind: .core), into: "name: A\nmodules:\nrules: {}\n") == after)
    }

    @Test func missingModulesSectionIsAppended() throws {
        let after = "name: A\nmodules:\n  Net:\n    type: core\n"
        #expect(try insert(NewModule(name: "Net", kind: .core), into: "name: A") == after)
    }

    @Test func crlfFilesGetCRLFLines() throws {
        let before = "name: A\r\nmodules:\r\n  Utils:\r\n    type: core\r\n"
        let after = "name: A\r\nmodules:\r\n  Utils:\r\n    type: core\r\n  Net:\r\n    type: core\r\n"
        #expect(try insert(NewModule(name: "Net", kind: .core), into: before) == after)
    }

    @Test func modulesAsASequenceIsRefused() {
        #expect(throws: SpecInsertion.Failure.modulesIsNotAMapping(Mark(file: "modules.yml", line: 2, column: 10))) {
            try insert(NewModule(name: "Net", kind: .core), into: "name: A\nmodules: [Utils]\n")
        }
    }
}
