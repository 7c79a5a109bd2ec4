import Foundation
import Testing

/// `testTargets:` as SwiftPM builds and runs them: an integration test target beside
/// `StorageTests`, on the module and its own dependency, with its stub and a person's test that
/// uses that dependency; both run with `swift test`; the Xcode test plan lists it.
@Suite struct TestTargetsBuildTests {
    @Test func theIntegrationTestsRunBesideTheModulesTests() throws {
        let (output, spec) = try Modgen.generate(spec: """
            name: Store
            modules:
              StoreApp: { type: app, dependencies: [Storage] }
              Logging: { type: core }
              Storage:
                type: core
                testTargets:
                  StorageIntegrationTests:
                    dependencies: [Logging]
                    exclude: [Fixtures]

            """, into: "test-targets")
        let package = output.appendingPathComponent("Packages/Core/Storage")
        let manifest = try DumpedManifest.read(output, "Packages/Core/Storage")
        let integration = try DumpedManifest.target(manifest, "StorageIntegrationTests")
        #expect("\(integration["type"] ?? "")" == "test")
        let dependencies = "\(integration["dependencies"] ?? "")"
        #expect(dependencies.contains("\"Storage\"") && dependencies.contains("Logging"), "\(dependencies)")
        #expect(integration["exclude"] as? [String] == ["Fixtures"])
        let folder = package.appendingPathComponent("Tests/StorageIntegrationTests")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Fixtures"), withIntermediateDirectories: true)
        try Data("not a source\n".utf8).write(to: folder.appendingPathComponent("Fixtures/sample.txt"))
        try Data("""
            import Logging
            import Storage
            import XCTest

            final class StorageWithLoggingTests: XCTestCase {
                func testBothModulesAreLinked() {
                    XCTAssertEqual(LoggingInfo().describe(), "Logging is ready")
                    XCTAssertEqual(StorageInfo().describe(), "Storage is ready")
                }
            }

            """.utf8).write(to: folder.appendingPathComponent("StorageWithLoggingTests.swift"))
        let test = try Modgen.swift("test", package: package)
        #expect(test.status == 0, "\(test.stdout)\n\(test.stderr)")
        #expect(test.stdout.contains("StorageWithLoggingTests.testBothModulesAreLinked' passed"), "\(test.stdout)")
        // The stub of each test target: StorageTests' and StorageIntegrationTests'.
        #expect(test.stdout.components(separatedBy: "StorageInfoTests.testDescribesItself' passed").count == 3, "\(test.stdout)")
        let plan = try String(contentsOf: output.appendingPathComponent("Store.xctestplan"), encoding: .utf8)
        #expect(plan.contains("StorageIntegrationTests"), "\(plan)")
        let check = try Modgen.run(["check", "--spec", spec.path])
        #expect(check.status == 0, "check: \(check.stdout)\(check.stderr)")
    }
}
