import Testing
import ModgenTestSupport

/// Versions as SwiftPM reads them: semantic versions with the fix in the message, ranges that
/// go up, hex revisions, platform versions and the tools version every key needs.
@Suite struct VersionDiagnosticTests {
    private func package(_ fields: String) throws -> [String] {
        try SpecSnippet.diagnostics("""
            name: Atlas
            packages:
              Log: { url: https://x.org/log.git, \(fields) }
            modules:
              Utils: { type: core, dependencies: [{ package: Log }] }
            """)
    }

    @Test func twoPartVersionIsToldItsFix() throws {
        #expect(try package("from: \"1.5\"") == [
            "modules.yml:3:44: error: 'from' is '1.5', which SwiftPM refuses (\"Invalid semantic version string\"): write 1.5.0",
        ])
    }

    @Test func plainTwoPartVersionToo() throws {
        #expect(try package("exact: 5.10") == [
            "modules.yml:3:45: error: 'exact' is '5.10', which SwiftPM refuses (\"Invalid semantic version string\"): write 5.10.0",
        ])
    }

    @Test func wordIsNoVersion() throws {
        #expect(try package("from: banana") == [
            "modules.yml:3:44: error: 'from' must be a semantic version like 1.5.0 (MAJOR.MINOR.PATCH), found 'banana'",
        ])
    }

    @Test func prereleaseAndBuildAreVersions() throws {
        #expect(try package("from: 1.0.0-beta.1+exp.sha.5114f85") == [])
    }

    @Test func rangeMustGoUp() throws {
        #expect(try package("minVersion: 2.0.0, maxVersion: 1.5.0") == [
            "modules.yml:3:69: error: 'maxVersion' 1.5.0 must be above 'minVersion' 2.0.0: the range is minVersion..<maxVersion",
        ])
    }

    @Test func equalEndsAreAnEmptyRange() throws {
        #expect(try package("minVersion: 1.0.0, maxVersion: 1.0.0").count == 1)
    }

    @Test func revisionIsHex() throws {
        #expect(try package("revision: main") == [
            "modules.yml:3:48: error: 'revision' must be a commit hash (7 to 64 hexadecimal digits), found 'main'; for a branch write 'branch:'",
        ])
        #expect(try package("revision: 5114f85a9c") == [])
    }

    private func options(_ body: String) throws -> [String] {
        try SpecSnippet.diagnostics("""
            name: Atlas
            options:
            \(body)
            modules:
              Utils: { type: core }
            """)
    }

    @Test func platformVersionIsNumeric() throws {
        #expect(try options("  platforms: { iOS: sixteen }") == [
            "modules.yml:3:21: error: the version of iOS must be MAJOR.MINOR or MAJOR.MINOR.PATCH (like \"16.0\"), found 'sixteen'",
        ])
    }

    @Test func platformVersionNeedsAMinor() throws {
        #expect(try options("  platforms: { iOS: \"16\" }") == [
            "modules.yml:3:21: error: the version of iOS is '16', which SwiftPM refuses: write \"16.0\"",
        ])
    }

    @Test func toolsVersionBelowWhatModgenWrites() throws {
        #expect(try options("  swiftToolsVersion: \"4.0\"") == [
            "modules.yml:3:22: error: 'swiftToolsVersion' 4.0 is older than the manifest API modgen writes: write \"5.5\" or later",
        ])
    }

    @Test func platformGatedByToolsVersion() throws {
        #expect(try options("  swiftToolsVersion: \"5.8\"\n  platforms: { visionOS: \"1.0\" }") == [
            "modules.yml:4:16: error: platform 'visionOS' needs swiftToolsVersion 5.9 or later (options.swiftToolsVersion is 5.8)",
        ])
    }

    @Test func keyGatedByToolsVersion() throws {
        #expect(try SpecSnippet.diagnostics("""
            name: Atlas
            modules:
              Utils:
                type: core
                swiftSettings: { languageMode: "6" }
            """) == [
            "modules.yml:5:22: error: 'languageMode' needs swiftToolsVersion 6.0 or later (options.swiftToolsVersion is 5.9)",
        ])
    }

    @Test func keyGatedInATemplateToo() throws {
        #expect(try SpecSnippet.diagnostics("""
            name: Atlas
            options: { swiftToolsVersion: "5.7" }
            moduleTemplates:
              Strict: { swiftSettings: { upcomingFeatures: [ExistentialAny] } }
            modules:
              Utils: { type: core, templates: [Strict] }
            """) == [
            "modules.yml:4:30: error: 'upcomingFeatures' needs swiftToolsVersion 5.8 or later (options.swiftToolsVersion is 5.7)",
        ])
    }
}
