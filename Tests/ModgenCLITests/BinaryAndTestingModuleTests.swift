import Foundation
import Testing

/// `type: binary` and `testing: true` read back by SwiftPM: the binary targets say what the
/// spec says, dependents name them, and a feature's mocks module builds and serves its tests.
@Suite struct BinaryAndTestingModuleTests {
    private func manifest(_ output: URL, _ path: String) throws -> [String: Any] { try DumpedManifest.read(output, path) }

    private func target(_ manifest: [String: Any], _ name: String) throws -> [String: Any] { try DumpedManifest.target(manifest, name) }

    @Test func binaryModulesReachTheManifests() throws {
        let output = try Modgen.generateExample("KitchenSink")
        let charts = try target(try manifest(output, "Packages/Binaries/Charts"), "Charts")
        #expect(charts["type"] as? String == "binary")
        #expect(charts["url"] as? String == "https://example.com/Charts-1.0.0.xcframework.zip")
        #expect(charts["checksum"] as? String == "6f0c9e1f3c5a0d2b8e4f7a9c1b3d5e7f9a1c3e5b7d9f1a3c5e7b9d1f3a5c7e9b")
        let logo = try target(try manifest(output, "Packages/Binaries/Logo"), "Logo")
        #expect(logo["type"] as? String == "binary")
        #expect(logo["path"] as? String == "../../../Vendor/Logo.xcframework")
        let profile = try manifest(output, "Packages/Features/Profile")
        let dependencies = "\(try target(profile, "Profile")["dependencies"] ?? "")"
        #expect(dependencies.contains("Charts") && dependencies.contains("Logo"))
    }

    @Test func testingModulesReachTheManifests() throws {
        let output = try Modgen.generateExample("KitchenSink")
        let profile = try manifest(output, "Packages/Features/Profile")
        #expect("\(try target(profile, "ProfileTests")["dependencies"] ?? "")".contains("ProfileTesting"))
        #expect("\(try target(profile, "ProfileExampleKit")["dependencies"] ?? "")".contains("ProfileTesting"))
        #expect(!"\(try target(profile, "Profile")["dependencies"] ?? "")".contains("ProfileTesting"))
        let testing = try manifest(output, "Packages/Features/ProfileTesting")
        #expect("\(try target(testing, "ProfileTesting")["dependencies"] ?? "")".contains("ProfileInterface"))
        let mocks = try manifest(output, "Packages/Features/CommonTypesTesting")
        #expect("\(try target(mocks, "CommonTypesTesting")["dependencies"] ?? "")".contains("CommonTypes"))
        let search = try manifest(output, "Packages/Features/Search")
        let searchTests = "\(try target(search, "SearchTests")["dependencies"] ?? "")"
        #expect(searchTests.contains("ProfileTesting") && searchTests.contains("CommonTypesTesting"))
    }

    /// In the single layout the binary is a target of the root package, written as in the spec.
    @Test func singleLayoutKeepsThePathAsWritten() throws {
        let output = try Scratch.folder("binary-single")
        try Data("""
            name: Atlas
            options: { layout: single }
            modules:
              Maps: { type: core, dependencies: [Vendor] }
              Vendor: { type: binary, path: Vendor/Vendor.xcframework }
            """.utf8).write(to: output.appendingPathComponent("modules.yml"))
        let result = try Modgen.run(["generate", "--spec", output.appendingPathComponent("modules.yml").path, "--output", output.path])
        try expectSuccess(result, "generate")
        let root = try manifest(output, ".")
        let vendor = try target(root, "Vendor")
        #expect(vendor["type"] as? String == "binary")
        #expect(vendor["path"] as? String == "Vendor/Vendor.xcframework")
        #expect("\(try target(root, "Maps")["dependencies"] ?? "")".contains("Vendor"))
    }

    /// Every template set's mocks compile on Linux, and the feature's tests use them.
    @Test(arguments: ["default", "mvvm", "clean"])
    func mocksBuildAndServeTheFeaturesTests(set: String) throws {
        let output = try Scratch.folder("testing-\(set)")
        try Data("""
            name: Atlas
            options: { templateSet: \(set) }
            modules:
              Search: { type: feature, testing: true, example: true }
            """.utf8).write(to: output.appendingPathComponent("modules.yml"))
        try expectSuccess(try Modgen.run(["generate", "--spec", output.appendingPathComponent("modules.yml").path, "--output", output.path]), "generate")
        let feature = output.appendingPathComponent("Packages/Features/Search")
        try Data("""
            import Search
            import SearchTesting
            import XCTest

            final class MockTests: XCTestCase {
                func testTheMockServesTheFacade() {
                    XCTAssertEqual(MockSearchDependencies(greeting: "hi").greeting(), "hi")
                    XCTAssertEqual(MockSearch().title, "Search")
                }
            }

            """.utf8).write(to: feature.appendingPathComponent("Tests/SearchTests/MockTests.swift"))
        try expectSuccess(try Modgen.swift("build", package: output.appendingPathComponent("Packages/Features/SearchTesting")), "swift build of SearchTesting")
        let test = try Modgen.swift("test", package: feature)
        try expectSuccess(test, "swift test of Search")
        #expect(test.stdout.contains("testTheMockServesTheFacade") && test.stdout.contains("passed"), "\(test.stdout)")
    }
}
