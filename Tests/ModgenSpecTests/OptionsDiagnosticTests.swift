import Testing
@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph
import ModgenTestSupport

/// `options:` and `rules:` snippets and their diagnostics.
@Suite struct OptionsDiagnosticTests {
    private func options(_ body: String) throws -> [String] {
        try SpecSnippet.diagnostics("name: Atlas\noptions:\n\(body)\nmodules:\n  Utils: { type: core }\n")
    }

    @Test func toolsVersionShape() throws {
        #expect(try options("  swiftToolsVersion: six") == [
            "modules.yml:3:22: error: 'swiftToolsVersion' must look like \"5.9\" or \"6.0\", found 'six'",
        ])
    }

    @Test func unknownPlatformWithSuggestion() throws {
        #expect(try options("  platforms: { ios: \"16.0\" }") == [
            "modules.yml:3:16: error: unknown platform 'ios'; did you mean 'iOS'?",
        ])
    }

    @Test func layoutIsPackagesOrSingle() throws {
        #expect(try options("  layout: singel") == [
            "modules.yml:3:11: error: 'layout' must be packages or single, found 'singel'; did you mean 'single'?",
        ])
    }

    @Test func projectNameIsPrintable() throws {
        #expect(try SpecSnippet.diagnostics("name: \"Atlas\\nApp\"\nmodules:\n  Utils: { type: core }\n") == [
            "modules.yml:1:7: error: 'name' must be one line of printable text (no control characters)",
        ])
    }

    @Test func templateSetIsAFolderNameNotAPath() throws {
        #expect(try options("  templateSet: ../../etc") == [
            "modules.yml:3:16: error: 'templateSet' names a template set folder, not a path: found '../../etc' (put your own sets in options.templatesPath or --templates)",
        ])
    }

    @Test func readmeIsABoolean() throws {
        #expect(try options("  readme: no") == [
            "modules.yml:3:11: error: 'readme' is 'no': write true or false",
        ])
    }

    @Test func interfaceNamingNeedsName() throws {
        #expect(try options("  interfaceNaming: API") == [
            "modules.yml:3:20: error: 'interfaceNaming' must contain {name} and more, and make a Swift identifier (like \"{name}Interface\"), found 'API'",
        ])
    }

    @Test func interfaceNamingCannotBeTheFeaturesName() throws {
        #expect(try options("  interfaceNaming: \"{name}\"") == [
            "modules.yml:3:20: error: 'interfaceNaming' must contain {name} and more, and make a Swift identifier (like \"{name}Interface\"), found '{name}'",
        ])
    }

    @Test func packagesDirStaysInside() throws {
        #expect(try options("  packagesDir: ../elsewhere") == [
            "modules.yml:3:16: error: 'packagesDir' must be a relative folder inside the output, found '../elsewhere'",
        ])
    }

    @Test func folderKeysAreKinds() throws {
        #expect(try options("  folders: { features: Features }") == [
            "modules.yml:3:14: error: unknown module kind 'features'; did you mean 'feature'?",
        ])
    }

    @Test func rulesKeysAndValuesAreKinds() throws {
        let lines = try SpecSnippet.diagnostics("""
            name: Atlas
            modules:
              Utils: { type: core }
            rules:
              feature: [interface, cor]
              servce: [core]
            """)
        #expect(lines == [
            "modules.yml:5:24: error: unknown module kind 'cor'; did you mean 'core'?",
            "modules.yml:6:3: error: unknown module kind 'servce' (expected one of: app, feature, interface, core, deps, binary, macro, executable, system)",
        ])
    }

    @Test func optionsAreRead() throws {
        let graph = try SpecSnippet.graph("""
            name: Atlas
            options:
              swiftToolsVersion: "6.0"
              platforms: { macOS: "14.0", iOS: 17.0 }
              packagesDir: Modules
              folders: { feature: Screens }
              layout: single
              templateSet: compact
              templatesPath: Templates
              interfaceNaming: "{name}API"
            modules:
              Search: { type: feature }
            """)
        let options = try #require(graph?.options)
        #expect(options.swiftToolsVersion == "6.0")
        #expect(options.platforms == [.init(name: "iOS", version: "17.0"), .init(name: "macOS", version: "14.0")])
        #expect(options.packagesDir == "Modules")
        #expect(options.folder(for: .feature) == "Screens")
        #expect(options.folder(for: .core) == "Core")
        #expect(options.layout == .single)
        #expect(options.templateSet == "compact")
        #expect(options.templatesPath == "Templates")
        #expect(graph?["SearchAPI"]?.kind == .interface)
    }
}
