import Testing
@testable import ModgenGraph
@testable import ModgenSpec
import ModgenTestSupport

/// `type: executable`: a tool of the repository. It may use features, interfaces, core and
/// deps; nothing may depend on it, whatever `rules:` say; it has no library linkage.
@Suite struct ExecutableModuleTests {
    @Test func aToolUsesWhatAnAppMay() throws {
        #expect(try SpecSnippet.moduleDiagnostics("""
              Logging: { type: core }
              Search: { type: feature }
              server: { type: executable, dependencies: [Logging, Search, SearchInterface] }
            """) == [])
    }

    @Test func nothingDependsOnATool() throws {
        let why = "nothing may depend on an executable (SwiftPM links no target against one); move the shared code into a core module both use"
        #expect(try SpecSnippet.moduleDiagnostics("""
              runner: { type: executable }
              Shell: { type: app, dependencies: [runner] }
              Tools: { type: core, dependencies: [runner] }
            """, head: "rules:\n  core: [core, executable]\n") == [
                "modules.yml:6:38: error: app module 'Shell' cannot depend on executable module 'runner': \(why)",
                "modules.yml:7:39: error: core module 'Tools' cannot depend on executable module 'runner': \(why)",
            ])
    }

    @Test func linkageIsRefused() throws {
        #expect(try SpecSnippet.moduleDiagnostics("  runner: { type: executable, linkage: static }") == [
            "modules.yml:3:31: error: 'linkage' applies to library products; 'runner' is an executable module; remove it",
        ])
    }
}
