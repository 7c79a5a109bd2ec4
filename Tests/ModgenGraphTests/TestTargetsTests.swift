import Testing
@testable import ModgenGraph
@testable import ModgenSpec
import ModgenTestSupport

/// `testTargets:`: test targets besides `<Name>Tests`. Their dependencies resolve like
/// `testDependencies`; their names must be identifiers and unique among targets.
@Suite struct TestTargetsTests {
    @Test func resolvedBesideTheModulesOwnTests() throws {
        let graph = try #require(try SpecSnippet.graph("""
            name: Atlas
            modules:
              Logging: { type: core }
              Storage:
                type: core
                testTargets:
                  StorageIntegrationTests: { dependencies: [Logging], exclude: [Fixtures] }
                  StorageSnapshotTests: {}
            """))
        let storage = try #require(graph["Storage"])
        #expect(storage.hasTests)
        #expect(storage.target.testTargets == [
            ExtraTestTarget(name: "StorageIntegrationTests", dependencies: [.module("Logging")], exclude: ["Fixtures"]),
            ExtraTestTarget(name: "StorageSnapshotTests", dependencies: []),
        ])
        #expect(storage.dependencies.isEmpty)
    }

    @Test func clashesUnknownNamesAndMacros() throws {
        #expect(try SpecSnippet.moduleDiagnostics("""
              Logging: { type: core }
              Storage:
                type: core
                testTargets:
                  StorageTests: {}
                  Logging: {}
                  LoggingTests: { dependencies: [Loging] }
                  Bad-Name: {}
            """) == [
                "modules.yml:7:7: error: test target 'StorageTests' of 'Storage' clashes with 'StorageTests', the test target of 'Storage' (target names must be unique, ignoring case); rename it",
                "modules.yml:8:7: error: test target 'Logging' of 'Storage' clashes with module 'Logging' (target names must be unique, ignoring case); rename it",
                "modules.yml:9:7: error: test target 'LoggingTests' of 'Storage' clashes with 'LoggingTests', the test target of 'Logging' (target names must be unique, ignoring case); rename it",
                "modules.yml:9:38: error: unknown module 'Loging'; did you mean 'Logging'?",
                "modules.yml:10:7: error: test target name 'Bad-Name' is not a valid Swift identifier (letters, digits and '_', not starting with a digit)",
            ])
    }

    @Test func aMacroModuleKeepsItsTestsInOneTarget() throws {
        let lines = try SpecSnippet.moduleDiagnostics("""
              Stringify: { type: macro, testTargets: { StringifyMoreTests: {} } }
            """, head: "options: { swiftToolsVersion: \"5.9\" }\npackages:\n  SwiftSyntax: { url: https://github.com/swiftlang/swift-syntax.git, from: \"600.0.1\" }\n")
        #expect(lines.contains { $0.contains("'testTargets' does not apply to macro modules") }, "\(lines)")
    }
}
