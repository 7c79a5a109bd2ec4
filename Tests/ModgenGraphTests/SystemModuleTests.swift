import Testing
@testable import ModgenGraph
@testable import ModgenSpec
import ModgenTestSupport

/// `type: system`: a module map over a C library of the machine. It has no dependencies,
/// sources, tests or settings; others use it wherever they may use core.
@Suite struct SystemModuleTests {
    @Test func readAndUsedLikeCore() throws {
        let graph = try #require(try SpecSnippet.graph("""
            name: Atlas
            modules:
              Csqlite3: { type: system, providers: { brew: [sqlite3], apt: [libsqlite3-dev] } }
              Sqlite: { type: core, dependencies: [Csqlite3] }
            """))
        let system = try #require(graph["Csqlite3"])
        #expect(!system.hasTests)
        #expect(system.target.systemLibrary == SystemLibrary(pkgConfig: nil, providers: [(.apt, ["libsqlite3-dev"]), (.brew, ["sqlite3"])]))
    }

    @Test func otherKeysAreRefused() throws {
        #expect(try SpecSnippet.diagnostics("""
            name: Atlas
            modules:
              Csqlite3: { type: system, dependencies: [Sqlite], providers: { pacman: [sqlite] } }
              Sqlite: { type: core, pkgConfig: sqlite3 }
            """) == [
                "modules.yml:3:29: error: 'dependencies' does not apply to system modules: 'Csqlite3' is a module map over a C library of the machine, without dependencies, sources, tests or settings; remove it",
                "modules.yml:3:66: error: unknown package manager 'pacman' in 'providers' (expected apt, brew or yum)",
                "modules.yml:4:25: error: 'pkgConfig' applies to system modules only; 'Sqlite' is a core module",
            ])
    }
}
