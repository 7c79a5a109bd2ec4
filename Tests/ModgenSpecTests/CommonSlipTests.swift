import Testing
import ModgenTestSupport

/// Valid YAML that is the wrong spec, in the ways people slip: each error says what to write.
@Suite struct CommonSlipTests {
    @Test func noSpaceAfterTheColonIsNamed() throws {
        let lines = try SpecSnippet.diagnostics("name: A\nmodules:\n  Foo:\n    type:core\n")
        #expect(lines == [
            "modules.yml:4:5: error: module 'Foo' must be a mapping, found 'type:core'; write `type: core` (YAML needs a space after the colon)",
        ])
    }

    @Test func aKindWithoutTypeIsNamed() throws {
        let lines = try SpecSnippet.diagnostics("name: A\nmodules:\n  Bar: core\n")
        #expect(lines == ["modules.yml:3:8: error: module 'Bar' must be a mapping, found 'core'; write `{ type: core }`"])
    }

    @Test func oneDependencyWithoutBracketsIsNamed() throws {
        let lines = try SpecSnippet.diagnostics(
            "name: A\nmodules:\n  Foo: { type: core }\n  Baz:\n    type: feature\n    dependencies: Foo\n")
        #expect(lines == ["modules.yml:6:19: error: 'dependencies' must be a sequence, found 'Foo'; write `[Foo]`"])
    }

    @Test func otherScalarsGetNoGuess() throws {
        let lines = try SpecSnippet.diagnostics("name: A\nmodules:\n  Bar: hello\n")
        #expect(lines == ["modules.yml:3:8: error: module 'Bar' must be a mapping, found 'hello'"])
    }
}
