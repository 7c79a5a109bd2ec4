import Foundation
import Testing

/// `type: executable` as SwiftPM builds, runs and tests it: an `.executableTarget` with its
/// product, in `Packages/Tools/<Name>`, over the modules it uses.
@Suite struct ExecutableModuleBuildTests {
    @Test func theToolRunsAndItsTestsPass() throws {
        let (output, _) = try Modgen.generate(spec: """
            name: Tooling
            modules:
              Logging: { type: core }
              Search: { type: feature, dependencies: [Logging] }
              server: { type: executable, dependencies: [Logging, SearchInterface] }

            """, into: "executable-module")
        let manifest = try DumpedManifest.read(output, "Packages/Tools/server")
        #expect("\(try DumpedManifest.target(manifest, "server")["type"] ?? "")" == "executable")
        let productType = "\((manifest["products"] as? [[String: Any]])?.first?["type"] ?? "")"
        #expect(productType.contains("executable"), "\(productType)")
        let package = output.appendingPathComponent("Packages/Tools/server")
        let run = try ProcessRunner.runTool("swift", ["run", "--package-path", package.path, "server"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("server is ready"), "\(run.stdout)")
        let test = try Modgen.swift("test", package: package)
        #expect(test.status == 0, "\(test.stdout)\n\(test.stderr)")
        #expect(test.stdout.contains("serverInfoTests"), "\(test.stdout)")
    }
}
