import Testing
@testable import ModgenGraph
@testable import ModgenSpec
import ModgenTestSupport
import ModgenDiagnostics
import YAMLTree

/// `package: Host`: several modules in one package. What the spec may not say, at its place.
@Suite struct PackageHostTests {
    @Test func aGuestAndItsHostAreClean() throws {
        #expect(try SpecSnippet.moduleDiagnostics("""
              Networking: { type: core }
              Crypto: { type: core, package: Networking, testDependencies: [CryptoTesting] }
              CryptoTesting: { type: core, package: Networking, dependencies: [Crypto], tests: false }
            """) == [])
    }

    @Test func unknownHostWithSuggestion() throws {
        #expect(try SpecSnippet.moduleDiagnostics("""
              Networking: { type: core }
              Crypto: { type: core, package: Netwrking }
            """) == ["modules.yml:4:34: error: 'package' of 'Crypto' names 'Netwrking', which is not a module declared in the spec; did you mean 'Networking'?"])
    }

    @Test func theModuleItselfAChainAnAppHostAndPlatforms() throws {
        #expect(try SpecSnippet.moduleDiagnostics("""
              Networking: { type: core }
              Crypto: { type: core, package: Crypto }
              Keys: { type: core, package: Shared }
              Shared: { type: core, package: Networking }
              Shell: { type: app }
              Widget: { type: core, package: Shell }
              Fonts: { type: core, package: Networking, platforms: { iOS: "16.0" } }
            """) == [
                "modules.yml:4:34: error: 'package' of 'Crypto' names the module itself; remove it",
                "modules.yml:5:32: error: 'package' of 'Keys' names 'Shared', which is in the package of 'Networking' itself; write package: Networking",
                "modules.yml:8:34: error: 'package' of 'Widget' names an app module, 'Shell'; only a module with sources of its own can hold other modules' targets",
                "modules.yml:9:33: error: 'platforms' of 'Fonts' would be its package's, and that is the package of 'Networking'; set them there and remove them here",
            ])
    }

    @Test func anAppCannotBeAGuestNorCanTheSingleLayoutHaveOne() throws {
        #expect(try SpecSnippet.moduleDiagnostics("""
              Networking: { type: core }
              Shell: { type: app, package: Networking }
            """) == ["modules.yml:4:23: error: 'package' does not apply to app modules: 'Shell' needs a package of its own for its Xcode shell; remove it"])
        #expect(try SpecSnippet.moduleDiagnostics("""
              Networking: { type: core }
              Crypto: { type: core, package: Networking }
            """, head: "options: { layout: single }\n") == [
                "modules.yml:5:25: error: 'package' needs layout: packages; in the single layout every module is already in the one package; remove it",
            ])
    }

    /// `Settings` (own package) uses `Crypto` (in `Networking`'s), and `Networking` uses
    /// `Settings`: no module cycle, but the two packages depend on each other.
    @Test func packagesThatDependOnEachOtherAreRefused() throws {
        #expect(try SpecSnippet.moduleDiagnostics("""
              Networking: { type: core, dependencies: [Settings] }
              Crypto: { type: core, package: Networking }
              Settings: { type: core, dependencies: [Crypto] }
            """) == [
                "modules.yml:3:44: error: the packages of Networking, Settings depend on each other ('Networking' -> 'Settings' here closes the circle), which SwiftPM refuses; move the module that makes the circle out of its 'package'",
            ])
    }

    /// A guest's test target using a library of its own package is a target edge: no cycle.
    @Test func aTestDependencyInsideOnePackageClosesNoCycle() throws {
        #expect(try SpecSnippet.moduleDiagnostics("""
              Shared: { type: core, testDependencies: [SharedTesting] }
              SharedTesting: { type: core, package: Shared, dependencies: [Shared], tests: false }
            """) == [])
    }

    /// Without a `package:` entry there is no list of hosts, one nil per node, to make; with
    /// one, each guest finds its host and every other node none.
    @Test func hostsAreListedOnlyWhenAModuleHasOne() throws {
        func hosts(_ modules: String) throws -> (PackageHosts, ModuleTable) {
            let log = DiagnosticLog()
            let yaml = "name: Hosts\nmodules:\n" + modules
            let spec = try #require(SpecLoader(environment: [:]).load(SpecSource(path: "modules.yml", bytes: Array(yaml.utf8)), log: log))
            let table = ModuleTable(spec: spec, log: log)
            return (PackageHostCheck(table: table, spec: spec, log: DiagnosticRecorder()).resolve(), table)
        }
        let (none, plain) = try hosts("  Networking: { type: core }\n  Search: { type: feature, dependencies: [Networking] }\n")
        #expect(!none.holdsAList)
        #expect(!none.hasAny)
        #expect(plain.nodes.indices.allSatisfy { none[$0] == nil })
        let (some, table) = try hosts("  Networking: { type: core }\n  Crypto: { type: core, package: Networking }\n  Search: { type: feature }\n")
        #expect(some.holdsAList && some.hasAny)
        let crypto = try #require(table.index(of: "Crypto"))
        #expect(some[crypto] == table.index(of: "Networking"))
        #expect(table.nodes.indices.filter { some[$0] != nil } == [crypto])
    }
}

/// `product: false`: an internal target, used only inside its own package.
@Suite struct ProductlessModuleTests {
    @Test func onlyItsOwnPackageMayUseIt() throws {
        let lines = try SpecSnippet.diagnostics("""
            name: Atlas
            modules:
              Zlib: { type: core, product: false }
              Gzip: { type: core, package: Networking, dependencies: [Zlib] }
              Networking: { type: core }
              Archive: { type: core, package: Zlib, dependencies: [Zlib] }
              Shell: { type: app, product: false }

            """)
        #expect(lines == [
            "modules.yml:4:59: error: 'Gzip' cannot use 'Zlib': it has no product (product: false), so only targets of its own package may; remove product: false or put 'Gzip' into its package",
            "modules.yml:7:23: error: 'product' applies to library modules; 'Shell' is an app module, whose products modgen always writes; remove it",
        ])
    }

    @Test func inTheSingleLayoutEveryModuleMay() throws {
        #expect(try SpecSnippet.diagnostics("""
            name: Atlas
            options: { layout: single }
            modules:
              Zlib: { type: core, product: false }
              Gzip: { type: core, dependencies: [Zlib] }

            """) == [])
    }
}
