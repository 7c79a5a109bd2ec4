import ModgenAffected
import ModgenGraph
import ModgenTestSupport
import Testing

/// A package shared by several modules (`package: Host`): a file in one module's target folder
/// affects that module; the shared manifest affects every module of the package.
@Suite struct SharedPackageAffectedTests {
    static let spec = """
        name: Shop
        modules:
          ShopApp: { type: app, dependencies: [Networking, Crypto] }
          Networking: { type: core }
          Crypto: { type: core, package: Networking }
          Keys: { type: core, package: Networking, dependencies: [Crypto] }
          Storage: { type: core, dependencies: [Keys], testTargets: { StorageIntegrationTests: { dependencies: [Crypto] } } }
        """

    private func affected(_ path: String) throws -> [String] {
        let graph = try #require(try SpecSnippet.graph(Self.spec))
        return AffectedAnalysis(graph: graph).report(changedPaths: [path], spec: .unchanged).modules.map(\.name)
    }

    @Test func aGuestsSourceAffectsTheGuestAndItsDependents() throws {
        #expect(try affected("Packages/Core/Networking/Sources/Crypto/Crypto.swift") == ["Crypto", "Keys", "ShopApp", "Storage"])
        #expect(try affected("Packages/Core/Networking/Tests/KeysTests/KeysTests.swift") == ["Keys", "Storage"])
    }

    @Test func theHostsSourceAffectsTheHostOnly() throws {
        #expect(try affected("Packages/Core/Networking/Sources/Networking/Client.swift") == ["Networking", "ShopApp"])
    }

    /// A module's `testTargets:` run with its own tests.
    @Test func theTestTargetsToRunIncludeTestTargetsEntries() throws {
        let graph = try #require(try SpecSnippet.graph(Self.spec))
        let report = AffectedAnalysis(graph: graph).report(changedPaths: ["Packages/Core/Storage/Sources/Storage/Store.swift"], spec: .unchanged)
        #expect(report.modules.map(\.name) == ["Storage"])
        #expect(report.modules.first?.tests == ["StorageTests", "StorageIntegrationTests"])
    }

    @Test func theSharedManifestAffectsEveryModuleOfThePackage() throws {
        #expect(try affected("Packages/Core/Networking/Package.swift") == ["Crypto", "Keys", "Networking", "ShopApp", "Storage"])
    }
}
