import Testing
@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph
import ModgenTestSupport

/// `packages:` snippets: locations, requirements, and versions kept as written.
@Suite struct PackageDiagnosticTests {
    private func packages(_ body: String) throws -> [String] {
        try SpecSnippet.diagnostics("""
            name: Atlas
            packages:
            \(body)
            modules:
              Utils:
                type: core
                dependencies: [{ package: Log }]
            """)
    }

    private func check(_ lines: [String], _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(lines == expected, sourceLocation: sourceLocation)
    }

    @Test func urlAndPathTogether() throws {
        try check(packages("  Log: { url: https://x.org/log.git, path: ../log, from: 1.0.0 }"), [
            "modules.yml:3:38: error: package 'Log' has both 'url' and 'path': keep one",
        ])
    }

    @Test func neitherUrlNorPath() throws {
        try check(packages("  Log: { from: 1.0.0 }"), [
            "modules.yml:3:3: error: package 'Log' needs 'url' (a remote package) or 'path' (a local one)",
        ])
    }

    @Test func remoteNeedsARequirement() throws {
        try check(packages("  Log: { url: https://x.org/log.git }"), [
            "modules.yml:3:3: error: package 'Log' needs a version: from, exact, branch, revision or minVersion+maxVersion",
        ])
    }

    @Test func oneRequirementOnly() throws {
        try check(packages("  Log: { url: https://x.org/log.git, from: 1.0.0, branch: main }"), [
            "modules.yml:3:51: error: 'branch' conflicts with 'from': give one requirement",
        ])
    }

    @Test func localPackageTakesNoVersion() throws {
        try check(packages("  Log: { path: ../log, exact: 1.0.0 }"), [
            "modules.yml:3:24: error: a local package ('path') takes no version requirement: remove 'exact'",
        ])
    }

    @Test func rangeNeedsBothEnds() throws {
        try check(packages("  Log: { url: https://x.org/log.git, minVersion: 1.0.0 }"), [
            "modules.yml:3:38: error: 'minVersion' needs 'maxVersion'",
        ])
    }

    @Test func versionsStayStrings() throws {
        let graph = try SpecSnippet.graph("""
            name: Atlas
            packages:
              A: { url: https://x.org/a.git, from: 5.10.0 }
              B: { url: https://x.org/b, minVersion: 1.0.0, maxVersion: 2.0.0 }
              C: { path: Vendor/C }
            modules:
              Utils:
                type: core
                dependencies: [{ package: A }, { package: B, product: BKit }, { package: C }]
            """)
        #expect(graph?.packages["A"]?.requirement == .from("5.10.0"))
        #expect(graph?.packages["B"]?.requirement == .range("1.0.0", "2.0.0"))
        #expect(graph?.packages["C"]?.location == .path("Vendor/C"))
        #expect(graph?["Utils"]?.dependencies == [
            .product(name: "A", package: "A"), .product(name: "BKit", package: "B"), .product(name: "C", package: "C"),
        ])
    }
}
