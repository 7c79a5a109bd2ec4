import Testing
@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph
import ModgenTestSupport

/// `cSettings` and `linkerSettings` are read from one table each: every key's entries in the
/// table's order, `NAME=VALUE` defines split once, flags grouped by condition, unknown keys
/// positioned with a suggestion.
@Suite struct TargetSettingsDecodingTests {
    @Test func cAndLinkerSettingsKeepTheTablesOrderAndGroupFlagsByCondition() throws {
        let graph = try #require(try SpecSnippet.graph("""
            name: Atlas
            modules:
              Net:
                type: core
                cSettings:
                  unsafeFlags: [-a, -b, { value: -c, condition: { configuration: debug } }]
                  defines: [A=1=2, B]
                  headerSearchPath: [include]
                linkerSettings: { libraries: [z], frameworks: [{ value: UIKit, condition: { platforms: [iOS] } }] }
            """))
        let net = try #require(graph["Net"])
        let debug = BuildCondition(configuration: .debug)
        #expect(net.target.cSettings == [
            CSetting(.define("A", value: "1=2")), CSetting(.define("B", value: nil)),
            CSetting(.headerSearchPath("include")),
            CSetting(.unsafeFlags(["-a", "-b"])), CSetting(.unsafeFlags(["-c"]), condition: debug),
        ])
        #expect(net.target.linkerSettings == [
            LinkerSetting(.linkedFramework("UIKit"), condition: BuildCondition(platforms: ["iOS"])),
            LinkerSetting(.linkedLibrary("z")),
        ])
    }

    @Test func anUnknownSettingsKeyIsPositionedWithASuggestion() throws {
        let lines = try SpecSnippet.diagnostics("""
            name: Atlas
            modules:
              Net:
                type: core
                linkerSettings: { framework: [UIKit] }
            """)
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("modules.yml:5:23: error: unknown key 'framework' in linkerSettings") == true, "\(lines)")
        #expect(lines.first?.contains("did you mean 'frameworks'") == true, "\(lines)")
    }
}
