import Foundation
import Testing

/// SwiftPM reads what modgen writes: `swift package dump-package` of every package of the Maps
/// example names the same dependencies as the resolved graph (`modgen graph --format json`,
/// which lists generated interfaces and implicit edges too).
@Suite struct DumpPackageTests {
    private func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// `[module: (package folder, [dependency names])]` from the graph; a package product by
    /// its product name.
    private func graphDependencies() throws -> [String: (path: String, dependencies: Set<String>)] {
        let spec = Snapshot.examples.appendingPathComponent("Maps/modules.yml")
        let graph = try json(try Modgen.run(["graph", "--spec", spec.path, "--format", "json"]).stdout)
        let nodes = try #require(graph["nodes"] as? [[String: String]])
        let edges = try #require(graph["edges"] as? [[String: String]])
        var modules: [String: (path: String, dependencies: Set<String>)] = [:]
        for node in nodes where node["kind"] != "example" && node["kind"] != "package" {
            let name = node["name"] ?? ""
            modules[name] = (node["path"] ?? "", Set(edges.filter { $0["from"] == name }.compactMap { $0["to"] }))
        }
        return modules
    }

    /// The dependency names of the target called `module` in a dump-package JSON.
    private func targetDependencies(_ manifest: [String: Any], module: String) -> Set<String> {
        let targets = manifest["targets"] as? [[String: Any]] ?? []
        // An app's dependencies are its kit library's (`MapsAppKit`), which its executable runs.
        let target = targets.first { $0["name"] as? String == module + "Kit" } ?? targets.first { $0["name"] as? String == module } ?? [:]
        let entries = target["dependencies"] as? [[String: Any]] ?? []
        return Set(entries.compactMap { entry in
            if let product = entry["product"] as? [Any], let name = product.first as? String { return name }
            return (entry["byName"] as? [Any])?.first as? String
        })
    }

    @Test func everyManifestSaysWhatTheSpecSays() throws {
        let output = try Modgen.generateExample("Maps")
        let expected = try graphDependencies()
        #expect(expected.count == 12)
        for (module, entry) in expected.sorted(by: { $0.key < $1.key }) {
            let dump = try ProcessRunner.runTool("swift", ["package", "dump-package", "--package-path", output.appendingPathComponent(entry.path).path])
            #expect(dump.status == 0, "dump-package \(entry.path): \(dump.stderr)")
            let manifest = try json(dump.stdout)
            #expect(manifest["name"] as? String == module)
            let actual = targetDependencies(manifest, module: module)
            let wanted = entry.dependencies
            #expect(actual == wanted, "\(module): manifest says \(actual.sorted()), the graph says \(wanted.sorted())")
        }
        let utils = try String(contentsOf: output.appendingPathComponent("Packages/Core/Utils/Package.swift"), encoding: .utf8)
        #expect(utils.contains(".product(name: \"Logging\", package: \"swift-log\")"))
    }
}
