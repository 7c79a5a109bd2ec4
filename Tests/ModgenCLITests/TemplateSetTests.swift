import Foundation
import Testing

/// The `mvvm` and `clean` sets: SimpsonsQuotes generated with each, its app built and a
/// feature's tests run by SwiftPM, in Swift 6 (tools 6.0) and Swift 5 (tools 5.9) modes.
/// Serialized so two builds never fight over the machine's cores.
@Suite(.serialized) struct TemplateSetTests {
    @Test func mvvmBuildsInSwift6AndItsViewModelTestPasses() throws {
        let output = try ExampleSpec.generate("SimpsonsQuotes", options: ["templateSet: mvvm"], toolsVersion: "6.0")
        let feature = output.appendingPathComponent("Modules/Features/Quotes")
        #expect(FileManager.default.fileExists(atPath: feature.appendingPathComponent("Sources/Quotes/ViewModel/QuotesViewModel.swift").path))
        try expectSuccess(Modgen.swift("build", package: output.appendingPathComponent("Modules/App/SimpsonsQuotesApp")), "build the app")
        let test = try Modgen.swift("test", package: feature)
        try expectSuccess(test, "test Quotes")
        #expect(test.stdout.contains("QuotesViewModelTests.testAppearingLoadsTheModelAndFinishingRoutes' passed"))
    }

    @Test func cleanBuildsInSwift5ItsUseCaseTestPassesAndItsExampleRuns() throws {
        let output = try ExampleSpec.generate("SimpsonsQuotes", options: ["templateSet: clean"], toolsVersion: "5.9")
        let feature = output.appendingPathComponent("Modules/Features/Quotes")
        #expect(FileManager.default.fileExists(atPath: feature.appendingPathComponent("Sources/Quotes/Domain/LoadQuotesItemsUseCase.swift").path))
        try expectSuccess(Modgen.swift("build", package: output.appendingPathComponent("Modules/App/SimpsonsQuotesApp")), "build the app")
        let test = try Modgen.swift("test", package: feature)
        try expectSuccess(test, "test Quotes")
        #expect(test.stdout.contains("QuotesUseCaseTests.testUseCaseLoadsItemsThroughTheDataLayer' passed"))
        let run = try ProcessRunner.runTool("swift", ["run", "--package-path", feature.path, "QuotesExample"])
        try expectSuccess(run, "run QuotesExample")
        #expect(run.stdout.hasSuffix("- Hello from Services\nQuotes: Hello from Services\n"))
    }

    @Test func unknownSetIsAPositionedErrorNamingTheSets() throws {
        let folder = try Scratch.folder("unknown-set")
        let spec = try ExampleSpec.write("SimpsonsQuotes", options: ["templateSet: mvm"], into: folder)
        let result = try Modgen.run(["generate", "--spec", spec.path])
        #expect(result.status == 1)
        let line = try #require(result.stderr.split(separator: "\n").first.map(String.init))
        #expect(line.contains("/modules.yml:"))
        #expect(line.contains(": error: module 'Endpoints' (and options.templateSet): unknown template set 'mvm'; did you mean 'mvvm'? (available: clean, default, mvvm;"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("README.md").path))
    }

    /// `validate` looks template sets up as `generate` does: the same positioned error, and a
    /// set found through `options.templatesPath` is valid.
    @Test func validateResolvesTemplateSetsAsGenerateDoes() throws {
        let folder = try Scratch.folder("validate-set")
        let spec = try ExampleSpec.write("SimpsonsQuotes", options: ["templateSet: mvm"], into: folder)
        let validate = try Modgen.run(["validate", "--spec", spec.path])
        let generate = try Modgen.run(["generate", "--spec", spec.path])
        #expect(validate.status == 1)
        let line = try #require(validate.stderr.split(separator: "\n").first.map(String.init))
        #expect(line.contains(": error: module 'Endpoints' (and options.templateSet): unknown template set 'mvm'; did you mean 'mvvm'?"), "\(line)")
        #expect(generate.stderr.split(separator: "\n").first.map(String.init) == line)

        let own = try Scratch.folder("validate-own-set")
        let source = Snapshot.examples.deletingLastPathComponent().appendingPathComponent("Templates/default")
        try FileManager.default.createDirectory(at: own.appendingPathComponent("Sets"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: source, to: own.appendingPathComponent("Sets/acme"))
        let ownSpec = try ExampleSpec.write("SimpsonsQuotes", options: ["templateSet: acme", "templatesPath: Sets"], into: own)
        let valid = try Modgen.run(["validate", "--spec", ownSpec.path])
        #expect(valid.status == 0, "\(valid.stderr)")
    }

    @Test func ownSetFromAFolderIsUsed() throws {
        let folder = try Scratch.folder("own-set")
        let sets = folder.appendingPathComponent("MySets")
        try FileManager.default.createDirectory(at: sets, withIntermediateDirectories: true)
        let source = Snapshot.examples.deletingLastPathComponent().appendingPathComponent("Templates/default")
        try FileManager.default.copyItem(at: source, to: sets.appendingPathComponent("acme"))
        let marker = sets.appendingPathComponent("acme/core/__name__Info.swift.stencil")
        try Data(("// acme house style\n" + String(contentsOf: marker, encoding: .utf8)).utf8).write(to: marker)
        let spec = try ExampleSpec.write("SimpsonsQuotes", options: ["templateSet: acme"], into: folder)
        let result = try Modgen.run(["generate", "--spec", spec.path, "--templates", sets.path])
        #expect(result.status == 0, "\(result.stderr)")
        let stub = try String(contentsOf: folder.appendingPathComponent("Modules/Core/Networker/Sources/Networker/NetworkerInfo.swift"), encoding: .utf8)
        #expect(stub.hasPrefix("// acme house style\n/// Networker's starting point"))
    }
}

/// An example's spec with lines added under `options:`, written into a scratch folder.
enum ExampleSpec {
    static func write(_ example: String, options: [String], toolsVersion: String? = nil, into folder: URL) throws -> URL {
        var text = try String(contentsOf: Snapshot.examples.appendingPathComponent("\(example)/modules.yml"), encoding: .utf8)
        let added = options.map { "  \($0)\n" }.joined()
        text = text.replacingOccurrences(of: "\noptions:\n", with: "\noptions:\n" + added)
        if let toolsVersion {
            text = text.replacingOccurrences(of: #"swiftToolsVersion: "5.9""#, with: #"swiftToolsVersion: "\#(toolsVersion)""#)
        }
        let spec = folder.appendingPathComponent("modules.yml")
        try Data(text.utf8).write(to: spec)
        return spec
    }

    /// Writes the spec and generates it in the same fresh folder.
    static func generate(_ example: String, options: [String], toolsVersion: String? = nil) throws -> URL {
        let folder = try Scratch.folder("\(example)-\(options.joined(separator: "-").filter(\.isLetter))")
        let spec = try write(example, options: options, toolsVersion: toolsVersion, into: folder)
        let result = try Modgen.run(["generate", "--spec", spec.path])
        #expect(result.status == 0, "generate failed: \(result.stderr)")
        return folder
    }
}

/// Records the output of a failed SwiftPM run as the test's issue.
func expectSuccess(_ result: ProcessResult, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    #expect(result.status == 0, "\(what) failed:\n\(result.stdout)\n\(result.stderr)", sourceLocation: sourceLocation)
}
