import Testing
@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph
import ModgenTestSupport

/// `moduleTemplates`: nesting, attributes, `${name}`, the module wins.
@Suite struct TemplateResolverTests {
    private let spec = """
        name: Atlas
        moduleTemplates:
          Base:
            type: core
            tests: false
            swiftSettings: { defines: ["${name}_MODULE"] }
          UIFeature:
            templates: [Base]
            type: feature
            dependencies: [DesignSystem, "${theme}Theme"]
            templateAttributes: { theme: Light }
        modules:
          DesignSystem: { type: core }
          LightTheme: { type: core }
          DarkTheme: { type: core }
          Search:
            templates: [UIFeature]
            tests: true
          Profile:
            templates: [UIFeature]
            templateAttributes: { theme: Dark }
            dependencies: [SearchInterface]
          Strings:
            templates: [Base]
        """

    @Test func nestedTemplatesMergeAndTheModuleWins() throws {
        let graph = try #require(try SpecSnippet.graph(spec))
        #expect(graph["Search"]?.kind == .feature)
        #expect(graph["Search"]?.hasTests == true)
        #expect(graph["Strings"]?.kind == .core)
        #expect(graph["Strings"]?.hasTests == false)
        #expect(graph["Profile"]?.hasTests == false)
    }

    @Test func nameAndAttributesAreSubstituted() throws {
        let graph = try #require(try SpecSnippet.graph(spec))
        #expect(graph["Search"]?.swiftSettings == [.define("Search_MODULE")])
        #expect(graph["Search"]?.dependencies == [.module("DesignSystem"), .module("LightTheme"), .module("SearchInterface")])
        #expect(graph["Profile"]?.dependencies == [
            .module("DarkTheme"), .module("DesignSystem"), .module("ProfileInterface"), .module("SearchInterface"),
        ])
    }

    @Test func templateVariablesTakePrecedenceOverTheEnvironment() throws {
        let graph = try SpecSnippet.graph(spec, environment: ["name": "FromEnvironment", "theme": "Dark"])
        #expect(graph?["Strings"]?.swiftSettings == [.define("Strings_MODULE")])
        #expect(graph?["Search"]?.moduleDependencies.contains("LightTheme") == true)
    }

    @Test func unknownTemplateWithSuggestion() throws {
        let lines = try SpecSnippet.diagnostics("""
            name: Atlas
            moduleTemplates:
              UIFeature: { type: feature }
            modules:
              Search: { templates: [UIFeatur] }
            """)
        #expect(lines == [
            "modules.yml:3:3: warning: module template 'UIFeature' is never used",
            "modules.yml:5:3: error: module 'Search' needs 'type' (app, feature, interface, core, deps, binary or macro), here or in a template",
            "modules.yml:5:25: error: unknown module template 'UIFeatur'; did you mean 'UIFeature'?",
        ])
    }

    @Test func templateCycle() throws {
        let lines = try SpecSnippet.diagnostics("""
            name: Atlas
            moduleTemplates:
              A: { templates: [B], type: core }
              B: { templates: [A] }
            modules:
              Utils: { templates: [A] }
            """)
        #expect(lines == ["modules.yml:4:20: error: module template cycle: A -> B -> A"])
    }

    @Test func unknownKeyInATemplateIsReportedInTheTemplateOnce() throws {
        let lines = try SpecSnippet.diagnostics("""
            name: Atlas
            moduleTemplates:
              Base: { type: core, dependancies: [] }
            modules:
              A: { templates: [Base] }
              B: { templates: [Base] }
            """)
        #expect(lines == ["modules.yml:3:23: error: unknown key 'dependancies' in module template 'Base'; did you mean 'dependencies'?"])
    }
}
