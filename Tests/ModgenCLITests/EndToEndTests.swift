import Foundation
import Testing

/// Every example generated, built and tested by SwiftPM itself; serialized so two builds
/// never fight over the machine's cores.
@Suite(.serialized) struct EndToEndTests {
    static let apps = [("Maps", "Packages/App/MapsApp"), ("SimpsonsQuotes", "Modules/App/SimpsonsQuotesApp"), ("MicroFeatures", "Packages/App/MicroApp")]

    @Test(arguments: apps.map(\.0))
    func exampleAppBuilds(example: String) throws {
        let output = try Modgen.generateExample(example)
        let app = try #require(Self.apps.first { $0.0 == example }?.1)
        let build = try Modgen.swift("build", package: output.appendingPathComponent(app))
        #expect(build.status == 0, "swift build of \(app) failed:\n\(build.stdout)\n\(build.stderr)")
    }

    @Test func featureAndDepsTestsPass() throws {
        let output = try Modgen.generateExample("Maps")
        for package in ["Packages/Features/Search", "Packages/Deps/SearchDeps"] {
            let test = try Modgen.swift("test", package: output.appendingPathComponent(package))
            #expect(test.status == 0, "swift test of \(package) failed:\n\(test.stdout)\n\(test.stderr)")
        }
    }

    @Test func exampleAppRunsTheFeatureWithItsDeps() throws {
        let output = try Modgen.generateExample("Maps")
        let run = try ProcessRunner.runTool("swift", ["run", "--package-path", output.appendingPathComponent("Packages/Features/Search").path, "SearchExample"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasSuffix("Search: Hello from SearchDeps\n"))
    }
}
