import ModgenGraph
import ModgenTestSupport
import Testing

/// `validate`'s advice for large graphs: each warning at its threshold, not below it.
@Suite struct ScaleAdviceTests {
    /// A spec of `cores` core modules (and `plugged` of them running a build-tool plugin).
    private func spec(cores: Int, layout: String = "packages", plugged: Int = 0) -> String {
        var lines = ["name: Big", "options: { layout: \(layout) }"]
        if plugged > 0 { lines += ["packages:", "  Lint: { url: https://github.com/example/lint.git, from: \"1.0.0\" }"] }
        lines.append("modules:")
        for index in 0..<cores {
            let plugin = index < plugged ? ", plugins: [{ package: Lint, product: LintPlugin }]" : ""
            lines.append("  Core\(index): { type: core\(plugin) }")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func advice(_ yaml: String) throws -> [String] {
        let graph = try #require(try SpecSnippet.graph(yaml))
        return ScaleAdvice.diagnostics(for: graph).map(\.message)
    }

    @Test func manyLocalPackagesAdviseTheSingleLayout() throws {
        #expect(try advice(spec(cores: ScaleAdvice.localPackages)).isEmpty)
        let warnings = try advice(spec(cores: ScaleAdvice.localPackages + 1))
        #expect(warnings.count == 1)
        let warning = try #require(warnings.first)
        #expect(warning.hasPrefix("151 local packages"))
        #expect(warning.contains("swiftlang/swift-build#1111"))
        #expect(warning.contains("`options.layout: single`"))
    }

    /// A module in its host's package (`package:`) is no package of its own.
    @Test func guestsOfAHostAreNotCountedAsPackages() throws {
        let guests = spec(cores: ScaleAdvice.localPackages + 1) + "  Guest: { type: core, package: Core0 }\n"
        let warning = try #require(try advice(guests).first)
        #expect(warning.hasPrefix("151 local packages"), "\(warning)")
        #expect(try advice(spec(cores: ScaleAdvice.localPackages) + "  Guest: { type: core, package: Core0 }\n").isEmpty)
    }

    @Test func manyTargetsInTheSinglePackageAdviseThePackagesLayout() throws {
        // Each core module is its target and its tests: 150 modules are 300 targets.
        #expect(try advice(spec(cores: 150, layout: "single")).isEmpty)
        let warnings = try advice(spec(cores: 151, layout: "single"))
        #expect(warnings.count == 1)
        let warning = try #require(warnings.first)
        #expect(warning.hasPrefix("302 targets in the one package"))
        #expect(warning.contains("swiftlang/swift-package-manager#6769"))
        #expect(warning.contains("`options.layout: packages`"))
    }

    @Test func manyPluginTargetsAdviseFewer() throws {
        #expect(try advice(spec(cores: 80, plugged: ScaleAdvice.pluginTargets)).isEmpty)
        let warnings = try advice(spec(cores: 80, plugged: ScaleAdvice.pluginTargets + 1))
        #expect(warnings.count == 1)
        let warning = try #require(warnings.first)
        #expect(warning.hasPrefix("74 targets run build-tool plugins"))
        #expect(warning.contains("swiftlang/swift-package-manager#6543"))
        #expect(warning.contains("only on the targets that need it"))
    }

    @Test func theWarningsAreOnTheSpecFile() throws {
        let graph = try #require(try SpecSnippet.graph(spec(cores: 151)))
        let warning = try #require(ScaleAdvice.diagnostics(for: graph).first)
        #expect(warning.severity == .warning)
        #expect(warning.file == graph.specPath)
        #expect(warning.location == nil)
    }
}
