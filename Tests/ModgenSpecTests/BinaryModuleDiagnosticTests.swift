import Testing
import ModgenTestSupport

/// `type: binary`: exactly one of `path` or `url` + `checksum`, each checked where it is
/// written; no key about sources, dependencies, tests or stubs.
@Suite struct BinaryModuleDiagnosticTests {
    private static let sum = String(repeating: "ab", count: 32)

    private func binary(_ fields: String, tools: String = "6.0") throws -> [String] {
        try SpecSnippet.diagnostics("""
            name: Atlas
            options: { swiftToolsVersion: "\(tools)" }
            modules:
              Charts: { type: binary, \(fields) }
            """)
    }

    @Test func bothForms() throws {
        #expect(try binary("path: Vendor/Charts.xcframework, url: https://x.org/Charts.zip, checksum: \(Self.sum)") == [
            "modules.yml:4:60: error: binary module 'Charts' has both 'path' and 'url': keep 'path' for a local artifact or 'url' with 'checksum' for a remote one",
        ])
    }

    @Test func neitherForm() throws {
        #expect(try binary("checksum: \(Self.sum)") == [
            "modules.yml:4:3: error: binary module 'Charts' needs 'path' (a local .xcframework or .artifactbundle, relative to the output root) or 'url' with 'checksum'",
        ])
    }

    @Test func urlWithoutChecksum() throws {
        #expect(try binary("url: https://x.org/Charts.zip") == [
            "modules.yml:4:27: error: binary module 'Charts' needs 'checksum' with 'url': the sha256 that `swift package compute-checksum FILE.zip` prints",
        ])
    }

    @Test func checksumWithPath() throws {
        #expect(try binary("path: Vendor/Charts.xcframework, checksum: \(Self.sum)") == [
            "modules.yml:4:60: error: 'checksum' goes with 'url'; a local 'path' has none: remove it",
        ])
    }

    @Test func checksumNotHex() throws {
        #expect(try binary("url: https://x.org/Charts.zip, checksum: xyz") == [
            "modules.yml:4:68: error: 'checksum' must be 64 hex digits (a sha256, as `swift package compute-checksum FILE.zip` prints), found 'xyz'",
        ])
    }

    @Test func checksumWrongLength() throws {
        #expect(try binary("url: https://x.org/Charts.zip, checksum: abc123") == [
            "modules.yml:4:68: error: 'checksum' must be 64 hex digits (a sha256, as `swift package compute-checksum FILE.zip` prints), found 6 hex digits",
        ])
    }

    @Test func urlOverHTTP() throws {
        #expect(try binary("url: http://x.org/Charts.zip, checksum: \(Self.sum)") == [
            "modules.yml:4:32: error: 'url' of a binary module must be an https URL of a .zip or .artifactbundleindex, found 'http://x.org/Charts.zip'; SwiftPM downloads binaries over https only: write 'https://x.org/Charts.zip'",
        ])
    }

    @Test func urlOfAnXCFramework() throws {
        #expect(try binary("url: https://x.org/Charts.xcframework, checksum: \(Self.sum)") == [
            "modules.yml:4:32: error: 'url' of a binary module must be an https URL of a .zip or .artifactbundleindex, found 'https://x.org/Charts.xcframework'; zip the .xcframework (or publish an .artifactbundleindex) and point at that file",
        ])
    }

    @Test func pathOfNoArtifact() throws {
        #expect(try binary("path: Vendor/Charts") == [
            "modules.yml:4:33: error: 'path' of a binary module must name an .xcframework, .artifactbundle or .zip, found 'Vendor/Charts'",
        ])
    }

    @Test func artifactBundleNeedsTools5_6() throws {
        #expect(try binary("path: Tools/lint.artifactbundle", tools: "5.5") == [
            "modules.yml:4:33: error: an .artifactbundle needs swiftToolsVersion 5.6 or later (options.swiftToolsVersion is 5.5)",
        ])
    }

    @Test func noSourcesDependenciesOrTests() throws {
        #expect(try SpecSnippet.diagnostics("""
            name: Atlas
            modules:
              Utils: { type: core }
              Charts:
                type: binary
                path: Vendor/Charts.xcframework
                dependencies: [Utils]
                tests: true
                templateSet: mvvm
            """) == [
            "modules.yml:7:5: error: 'dependencies' does not apply to binary modules: 'Charts' is a prebuilt artifact without sources, dependencies, tests or stubs; remove it",
            "modules.yml:8:5: error: 'tests' does not apply to binary modules: 'Charts' is a prebuilt artifact without sources, dependencies, tests or stubs; remove it",
            "modules.yml:9:5: error: 'templateSet' does not apply to binary modules: 'Charts' is a prebuilt artifact without sources, dependencies, tests or stubs; remove it",
        ])
    }

    @Test func urlOnACoreModule() throws {
        #expect(try SpecSnippet.diagnostics("""
            name: Atlas
            modules:
              Utils: { type: core, url: https://x.org/U.zip }
            """) == [
            "modules.yml:3:24: error: 'url' applies to binary modules only; 'Utils' is a core module",
        ])
    }

    @Test func usedWhereCoreMayBe() throws {
        #expect(try SpecSnippet.diagnostics("""
            name: Atlas
            modules:
              Search: { type: feature, dependencies: [Charts] }
              Utils: { type: core, dependencies: [Charts] }
              Models: { type: interface, dependencies: [Charts] }
              Charts: { type: binary, path: Vendor/Charts.xcframework }
            """) == [])
    }

    @Test func binaryFollowsTheCoreRule() throws {
        #expect(try SpecSnippet.diagnostics("""
            name: Atlas
            rules: { feature: [interface] }
            modules:
              Search: { type: feature, dependencies: [Charts] }
              Charts: { type: binary, path: Vendor/Charts.xcframework }
            """) == [
            "modules.yml:4:43: error: feature module 'Search' cannot depend on binary module 'Charts' (a feature module may depend on: interface)",
        ])
    }
}
