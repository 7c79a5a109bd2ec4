import Foundation
import Testing

/// SwiftPM reads back what the KitchenSink example's keys make: linkage, resources and their
/// rules, settings and their conditions, plugins, test-only dependencies, platforms.
@Suite struct KitchenSinkTests {
    private func manifest(_ output: URL, _ path: String) throws -> [String: Any] { try DumpedManifest.read(output, path) }

    private func target(_ manifest: [String: Any], _ name: String) throws -> [String: Any] { try DumpedManifest.target(manifest, name) }

    @Test func everyKeyReachesTheManifest() throws {
        let output = try Modgen.generateExample("KitchenSink")
        let search = try manifest(output, "Packages/Features/Search")
        #expect(search["defaultLocalization"] as? String == "en")
        let platforms = (search["platforms"] as? [[String: Any]] ?? []).compactMap { $0["platformName"] as? String }
        #expect(platforms.sorted() == ["ios", "macos"])
        let product = try #require((search["products"] as? [[String: Any]])?.first)
        let searchType = "\(product["type"] ?? "")"
        #expect(searchType.contains("dynamic"))
        let main = try target(search, "Search")
        let rules = (main["resources"] as? [[String: Any]] ?? []).compactMap { $0["rule"] as? [String: Any] }.map { $0.keys.sorted() }
        #expect(rules == [["process"], ["process"], ["copy"], ["embedInCode"]])
        #expect(main["exclude"] as? [String] == ["Notes.md"])
        let plugins = "\(main["pluginUsages"] ?? "")"
        #expect(plugins.contains("SwiftLintBuildToolPlugin"))
        #expect(plugins.contains("swiftlintplugins"))
        let settings = main["settings"] as? [[String: Any]] ?? []
        #expect(settings.count == 9)
        let debugOnly = settings.contains(where: { "\($0)".contains("SEARCH_DEBUG") && "\($0)".contains("debug") })
        let iOSOnly = settings.contains(where: { "\($0)".contains("UIKit") && "\($0)".contains("ios") })
        #expect(debugOnly)
        #expect(iOSOnly)
        let dependencies = "\(main["dependencies"] ?? "")"
        #expect(dependencies.contains("Utils"))
        #expect(dependencies.contains("macos"))
        let tests = try target(search, "SearchTests")
        let testDependencies = "\(tests["dependencies"] ?? "")"
        #expect(testDependencies.contains("SnapshotTesting"))
        #expect((tests["resources"] as? [Any])?.count == 1)
        #expect(tests["exclude"] as? [String] == ["__Snapshots__"])
        let utils = try manifest(output, "Packages/Core/Utils")
        let utilsType = "\((utils["products"] as? [[String: Any]])?.first?["type"] ?? "")"
        #expect(utilsType.contains("static"))
        #expect(try target(utils, "Utils")["path"] as? String == "Code/Utils")
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("Packages/Core/Utils/Code/Utils/UtilsInfo.swift").path))
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("Packages/Core/Utils/Sources").path))
        let legacy = try target(try manifest(output, "Packages/Core/Legacy"), "Legacy")
        #expect(legacy["sources"] as? [String] == ["Legacy.swift"])
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("Packages/Core/Legacy/Legacy").path))
        let stringify = try manifest(output, "Packages/Macros/Stringify")
        #expect("\(try target(stringify, "StringifyMacros")["type"] ?? "")" == "macro")
        #expect("\(try target(stringify, "Stringify")["dependencies"] ?? "")".contains("StringifyMacros"))
        let macroTests = "\(try target(stringify, "StringifyTests")["dependencies"] ?? "")"
        #expect(macroTests.contains("SwiftSyntaxMacrosTestSupport") && macroTests.contains("StringifyMacros"))
        let strings = try manifest(output, "Packages/Core/Strings")
        #expect("\(try target(strings, "Strings")["dependencies"] ?? "")".contains("Stringify"))
        let integration = "\(try target(strings, "StringsIntegrationTests")["dependencies"] ?? "")"
        #expect(integration.contains("\"Strings\"") && integration.contains("\"Formatting\""), "\(integration)")
        #expect("\(try target(strings, "Formatting")["type"] ?? "")" == "regular")
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("Packages/Core/Formatting").path))
        let czlib = try target(strings, "Czlib")
        #expect("\(czlib["type"] ?? "")" == "system" && czlib["pkgConfig"] as? String == "zlib")
        #expect("\(czlib["providers"] ?? "")".contains("zlib1g-dev"))
        #expect(!"\(strings["products"] ?? "")".contains("Czlib"))
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("Packages/Core/Strings/Sources/Czlib/module.modulemap").path))
        let stamper = try manifest(output, "Packages/Tools/Stamper")
        #expect("\(try target(stamper, "Stamper")["type"] ?? "")" == "executable")
        #expect("\(try target(stamper, "Stamper")["dependencies"] ?? "")".contains("Strings"))
    }

    /// The buildable part builds and tests on Linux: `Strings` runs the local build-tool
    /// plugin (Examples/KitchenSink/Tools/Stamp), and a person's source and test use the type
    /// the plugin generated, so they compile and pass only if the plugin ran for `Strings`.
    /// The macro module `Stringify` passes its stub's `assertMacroExpansion` test, and a
    /// person's source in `Strings` calls `#stringify`, so the macro really expands there.
    /// Both packages share one scratch folder: swift-syntax is built once (1-4 minutes).
    @Test func theLocalBuildToolPluginRunsAndItsOutputCompiles() throws {
        let output = try Modgen.generateExample("KitchenSink")
        let tools = Snapshot.examples.appendingPathComponent("KitchenSink/Tools")
        try FileManager.default.copyItem(at: tools, to: output.appendingPathComponent("Tools"))
        let package = output.appendingPathComponent("Packages/Core/Strings")
        try Data("/// A person's code using what the plugin generated.\npublic let stampedTarget = Stamp.target\n".utf8)
            .write(to: package.appendingPathComponent("Sources/Strings/Stamped.swift"))
        try Data("""
            import Strings
            import XCTest

            final class StampTests: XCTestCase {
                func testThePluginStampedTheTarget() {
                    XCTAssertEqual(stampedTarget, "Strings")
                }
            }

            """.utf8).write(to: package.appendingPathComponent("Tests/StringsTests/StampTests.swift"))
        try Data("import Stringify\n\n/// A person's code calling the macro module's macro.\npublic let stringified = #stringify(20 + 22)\n".utf8)
            .write(to: package.appendingPathComponent("Sources/Strings/Stringified.swift"))
        try Data("""
            import Strings
            import XCTest

            final class StringifiedTests: XCTestCase {
                func testTheMacroExpandedToTheValueAndItsSource() {
                    XCTAssertEqual(stringified.0, 42)
                    XCTAssertEqual(stringified.1, "20 + 22")
                }
            }

            """.utf8).write(to: package.appendingPathComponent("Tests/StringsTests/StringifiedTests.swift"))
        let scratch = output.appendingPathComponent(".build-shared").path
        let macro = output.appendingPathComponent("Packages/Macros/Stringify")
        let macroTest = try ProcessRunner.runTool("swift", ["test", "--package-path", macro.path, "--scratch-path", scratch])
        try expectSuccess(macroTest, "swift test of Stringify")
        #expect(macroTest.stdout.contains("StringifyMacroTests.testTheMacroExpandsToTheValueAndItsSource' passed"), "\(macroTest.stdout)")
        let test = try ProcessRunner.runTool("swift", ["test", "--package-path", package.path, "--scratch-path", scratch])
        try expectSuccess(test, "swift test of Strings")
        #expect(test.stdout.contains("testThePluginStampedTheTarget") && test.stdout.contains("passed"), "\(test.stdout)")
        #expect(test.stdout.contains("StringifiedTests.testTheMacroExpandedToTheValueAndItsSource' passed"), "\(test.stdout)")
    }
}
