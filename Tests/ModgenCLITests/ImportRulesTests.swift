import Foundation
import Testing

/// A repository whose core module depends on a feature: the import warns at the manifest,
/// the spec it writes does not validate, and `--rules-from-graph` writes the `rules:` that
/// make the graph as it is valid.
@Suite struct ImportRulesTests {
    static func repository() throws -> URL {
        let root = try Scratch.folder("import-rules")
        let manifests = [
            "Packages/Features/Search": """
                // swift-tools-version: 5.9
                import PackageDescription
                let package = Package(name: "Search", products: [.library(name: "Search", targets: ["Search"])], targets: [.target(name: "Search")])
                """,
            "Packages/Core/Utils": """
                // swift-tools-version: 5.9
                import PackageDescription
                let package = Package(
                    name: "Utils", products: [.library(name: "Utils", targets: ["Utils"])],
                    dependencies: [.package(path: "../../Features/Search")],
                    targets: [.target(name: "Utils", dependencies: [.product(name: "Search", package: "Search")])])
                """,
        ]
        for (folder, text) in manifests {
            let url = root.appendingPathComponent(folder)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            try Data((text + "\n").utf8).write(to: url.appendingPathComponent("Package.swift"))
        }
        return root
    }

    @Test func aRuleBreakingEdgeIsAWarningAndRulesFromGraphValidate() throws {
        let root = try Self.repository()
        let plain = try Modgen.run(["import", root.path])
        #expect(plain.status == 1)
        #expect(plain.stderr.contains("Packages/Core/Utils/Package.swift: warning: 'Utils' (core) depends on 'Search' (feature), which the default rules forbid"), "\(plain.stderr)")
        let refused = try Modgen.run(["import", root.path, "--rules-from-graph"])
        #expect(refused.status == 1 && refused.stderr.contains("a spec is already here"), "\(refused.stderr)")

        let adopted = try Modgen.run(["import", root.path, "--rules-from-graph", "--force"])
        #expect(adopted.status == 0, "\(adopted.stderr)")
        let spec = try String(contentsOf: root.appendingPathComponent("modules.yml"), encoding: .utf8)
        #expect(spec.contains("rules:\n  core:\n    - feature\n    - core\n"), "\(spec)")
        let validated = try Modgen.run(["validate", "--spec", root.appendingPathComponent("modules.yml").path])
        #expect(validated.status == 0, "\(validated.stderr)\n\(spec)")
    }
}
