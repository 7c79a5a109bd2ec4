import Foundation
import Testing

/// `options.layout: single`: the same spec generated both ways builds both ways; the single
/// root package builds and its tests pass, with every template set; switching layouts keeps
/// the old stubs and orphans the old manifests. Serialized: one build at a time.
@Suite(.serialized) struct SingleLayoutTests {
    @Test func sameSpecBuildsAsPackagesAndAsOneRootPackage() throws {
        let packages = try ExampleSpec.generate("SimpsonsQuotes", options: [])
        try expectSuccess(Modgen.swift("build", package: packages.appendingPathComponent("Modules/App/SimpsonsQuotesApp")), "build the app package")

        let single = try ExampleSpec.generate("SimpsonsQuotes", options: ["layout: single"])
        let manifest = try String(contentsOf: single.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains("    name: \"SimpsonsQuotes\",\n"))
        #expect(!FileManager.default.fileExists(atPath: single.appendingPathComponent("Modules").path))
        let packageStub = try String(contentsOf: packages.appendingPathComponent("Modules/Features/Quotes/Sources/Quotes/QuotesFacade.swift"), encoding: .utf8)
        let singleStub = try String(contentsOf: single.appendingPathComponent("Sources/Quotes/QuotesFacade.swift"), encoding: .utf8)
        #expect(packageStub == singleStub)
        let test = try Modgen.swift("test", package: single)
        try expectSuccess(test, "test the root package")
        #expect(test.stdout.contains("QuotesFacadeTests.testSummaryUsesItsDependencies' passed"))
        #expect(test.stdout.contains("CompositionRootTests.testWiresTheAppFirst' passed"))
    }

    @Test func mixedTemplateSetsBuildAndTestInSwift6() throws {
        let folder = try Scratch.folder("single-mixed")
        let spec = try ExampleSpec.write("SimpsonsQuotes", options: ["layout: single", "templateSet: clean"], toolsVersion: "6.0", into: folder)
        var text = try String(contentsOf: spec, encoding: .utf8)
        text = text.replacingOccurrences(of: "  Quotes:\n    templates: [Screen]\n", with: "  Quotes:\n    templates: [Screen]\n    templateSet: mvvm\n")
        text = text.replacingOccurrences(of: "  Networker:\n    type: core\n", with: "  Networker:\n    type: core\n    templateSet: default\n")
        try Data(text.utf8).write(to: spec)
        let result = try Modgen.run(["generate", "--spec", spec.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Sources/Quotes/Worker/QuotesWorker.swift").path))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Sources/SignIn/Domain/SignInRepository.swift").path))
        let test = try Modgen.swift("test", package: folder)
        try expectSuccess(test, "test the root package")
        #expect(test.stdout.contains("QuotesViewModelTests.testAppearingLoadsTheModelAndFinishingRoutes' passed"))
        #expect(test.stdout.contains("SignInUseCaseTests.testUseCaseLoadsItemsThroughTheDataLayer' passed"))
    }

    @Test func switchingLayoutsOrphansOldManifestsAndKeepsOldStubs() throws {
        let folder = try Scratch.folder("switch")
        let spec = try ExampleSpec.write("SimpsonsQuotes", options: [], into: folder)
        #expect(try Modgen.run(["generate", "--spec", spec.path]).status == 0)
        _ = try ExampleSpec.write("SimpsonsQuotes", options: ["layout: single"], into: folder)
        let switched = try Modgen.run(["generate", "--spec", spec.path])
        #expect(switched.status == 0, "\(switched.stderr)")
        #expect(switched.stderr.hasPrefix("warning: the layout is now 'single' (it was 'packages'): modgen moves no sources."))
        #expect(switched.stderr.contains("  Modules/Features/Quotes/Sources/Quotes -> Sources/Quotes\n"))
        #expect(!switched.stderr.contains("no longer in the spec"), "a layout switch is not a removed module")
        for path in ["Package.swift", "Sources/Quotes/QuotesFacade.swift", "Modules/Features/Quotes/Sources/Quotes/QuotesFacade.swift"] {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path), "\(path)")
        }
        let readme = try String(contentsOf: folder.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("| Quotes | feature, with QuotesExample | `Sources/Quotes` |"))
    }
}
