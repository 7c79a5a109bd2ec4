import Testing
@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph
import ModgenTestSupport

@Suite struct DependencyRulesTests {
    @Test func defaultsFollowTheDomain() {
        let rules = DependencyRules.defaults
        #expect(ModuleKind.allCases.filter { $0 != .executable }.allSatisfy { rules.allows(.app, toDependOn: $0) })
        #expect(ModuleKind.allCases.allSatisfy { !rules.allows($0, toDependOn: .executable) })
        #expect(rules.allowedKinds(for: .executable) == [.feature, .interface, .core, .deps])
        #expect(rules.allowedKinds(for: .feature) == [.interface, .core])
        #expect(rules.allowedKinds(for: .interface) == [.interface, .core])
        #expect(rules.allowedKinds(for: .deps) == [.interface, .core, .deps])
        #expect(rules.allowedKinds(for: .core) == [.core])
    }

    @Test func overrideReplacesOneKind() throws {
        let yaml = """
            name: Atlas
            modules:
              Search: { type: feature, dependencies: [Directions] }
              Directions: { type: feature }
              Utils: { type: core, dependencies: [Log] }
              Log: { type: core }
            rules:
              feature: [feature, interface, core]
              core: []
            """
        #expect(try SpecSnippet.diagnostics(yaml) == [
            "modules.yml:5:39: error: core module 'Utils' cannot depend on core module 'Log' (a core module may depend on: nothing)",
        ])
    }

    @Test func implicitEdgesAreExempt() throws {
        let yaml = """
            name: Atlas
            modules:
              Search: { type: feature }
              SearchDeps: { type: deps, serves: [Search] }
            rules:
              feature: [core]
              deps: [core]
            """
        let graph = try SpecSnippet.graph(yaml)
        #expect(graph?["Search"]?.dependencies == [.module("SearchInterface")])
        #expect(graph?["SearchDeps"]?.dependencies == [.module("SearchInterface")])
    }
}
