import Testing
@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph
import ModgenTestSupport

/// Snippets of YAML in, the exact diagnostic lines out: keys, shapes and scalar types.
@Suite struct SchemaDiagnosticTests {
    private let core = "modules:\n  Utils: { type: core }\n"

    @Test func unknownKeyWithSuggestion() throws {
        let lines = try SpecSnippet.diagnostics("nmae: Atlas\n" + core)
        #expect(lines == [
            "modules.yml:1:1: error: the spec needs 'name:' (the project's name)",
            "modules.yml:1:1: error: unknown key 'nmae' in the spec; did you mean 'name'?",
        ])
    }

    @Test func unknownKeyListsTheAllowedOnes() throws {
        let lines = try SpecSnippet.diagnostics("name: Atlas\noptions:\n  colour: red\n" + core)
        #expect(lines == [
            "modules.yml:3:3: error: unknown key 'colour' in options (expected one of: appsDir, bundleIdPrefix, defaultLocalization, developmentTeam, folders, interfaceNaming, layout, packagesDir, platforms, readme, swiftToolsVersion, templateSet, templatesPath)",
        ])
    }

    @Test func missingModules() throws {
        #expect(try SpecSnippet.diagnostics("name: Atlas\n") == [
            "modules.yml:1:1: error: the spec needs 'modules:' (the modules of the app)",
        ])
    }

    @Test func wrongShapeNamesExpectedAndFound() throws {
        let lines = try SpecSnippet.diagnostics("""
            name: Atlas
            modules:
              Utils:
                type: core
                dependencies: { Foundation: true }
            """)
        #expect(lines == ["modules.yml:5:19: error: 'dependencies' must be a sequence, found a mapping"])
    }

    @Test func yesIsNotABoolean() throws {
        let lines = try SpecSnippet.diagnostics("""
            name: Atlas
            modules:
              Search:
                type: feature
                example: yes
            """)
        #expect(lines == ["modules.yml:5:14: error: 'example' is 'yes': write true or false"])
    }

    @Test func otherTextIsNotABoolean() throws {
        let lines = try SpecSnippet.diagnostics("name: Atlas\nmodules:\n  Utils:\n    type: core\n    tests: maybe\n")
        #expect(lines == ["modules.yml:5:12: error: 'tests' must be true or false, found 'maybe'"])
    }

    @Test func moduleNameMustBeAnIdentifier() throws {
        let lines = try SpecSnippet.diagnostics("name: Atlas\nmodules:\n  Core/Kit: { type: core }\n")
        #expect(lines == [
            "modules.yml:3:3: error: module name 'Core/Kit' is not a valid Swift identifier (letters, digits and '_', not starting with a digit) nor a SwiftPM target name (those and '-', like Home-iOS)",
        ])
    }

    @Test func unknownKindWithSuggestion() throws {
        let lines = try SpecSnippet.diagnostics("name: Atlas\nmodules:\n  Utils: { type: cor }\n")
        #expect(lines == ["modules.yml:3:18: error: unknown module kind 'cor'; did you mean 'core'?"])
    }

    @Test func moduleNeedsAType() throws {
        let lines = try SpecSnippet.diagnostics("name: Atlas\nmodules:\n  Utils:\n    tests: false\n")
        #expect(lines == [
            "modules.yml:3:3: error: module 'Utils' needs 'type' (app, feature, interface, core, deps, binary or macro), here or in a template",
        ])
    }

    @Test func featureOnlyKeysOnAnotherKind() throws {
        let lines = try SpecSnippet.diagnostics("name: Atlas\nmodules:\n  Utils:\n    type: core\n    example: true\n")
        #expect(lines == ["modules.yml:5:5: error: 'example' applies to feature modules only; 'Utils' is a core module"])
    }

    @Test func servesOnlyOnDeps() throws {
        let lines = try SpecSnippet.diagnostics("""
            name: Atlas
            modules:
              Search: { type: feature }
              App: { type: app, serves: [Search] }
            """)
        #expect(lines == ["modules.yml:4:21: error: 'serves' applies to deps modules only; 'App' is an app module"])
    }

    @Test func dependencyNamesModuleOrPackage() throws {
        let lines = try SpecSnippet.diagnostics("""
            name: Atlas
            modules:
              Utils:
                type: core
                dependencies:
                  - { module: Log, package: Log }
                  - { modul: Log }
            """)
        #expect(lines == [
            "modules.yml:6:9: error: a dependency names either 'module' or 'package', not both",
            "modules.yml:7:9: error: a dependency mapping needs 'module' or 'package'",
            "modules.yml:7:11: error: unknown key 'modul' in a dependency; did you mean 'module'?",
        ])
    }

    @Test func nonScalarModuleName() throws {
        let lines = try SpecSnippet.diagnostics("name: Atlas\nmodules:\n  ? [A, B]\n  : { type: core }\n")
        #expect(lines == ["modules.yml:3:5: error: a module name must be a scalar, found a sequence"])
    }

    @Test func duplicateKeyFromTheYAMLReader() throws {
        let lines = try SpecSnippet.diagnostics("name: Atlas\nname: Other\n" + core)
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("modules.yml:2:1: error: duplicate key 'name'") == true)
    }

    @Test func emptyModulesIsAWarning() throws {
        #expect(try SpecSnippet.diagnostics("name: Atlas\nmodules: {}\n") == [
            "modules.yml:2:10: warning: the spec declares no modules",
        ])
    }
}
