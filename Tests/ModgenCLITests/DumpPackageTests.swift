import Foundation
import Testing

/// SwiftPM reads what modgen writes: `swift package dump-package` of every package of the Maps
/// example names the same dependencies as the resolved spec (`modgen dump --type json`).
@Suite struct DumpPackageTests {
    private func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// `[module: [dependency names]]` from the resolved spec, package products as `identity/product`.
    private func specDependencies() throws -> [String: (path: String, dependencies: Set<String>)] {
        let spec = Snapshot.examples.appendingPathComponent("Maps/modules.yml")
        let dump = try json(try Modgen.run(["dump", "--spec", spec.path, "--type", "json"]).stdout)
        let modules = try #require(dump["modules"] as? [String: [String: Any]])
        let packages = try #require(dump["packages"] as? [String: [String: String]])
        return modules.mapValues { module in
            let dependencies = (module["dependencies"] as? [Any] ?? []).map { item -> String in
                if let name = item as? String { return name }
                let product = item as? [String: String] ?? [:]
                let identity = packages[product["package"] ?? ""]?["identity"] ?? ""
                return "\(identity)/\(product["product"] ?? "")"
            }
            return (module["path"] as? String ?? "", Set(dependencies))
        }
    }

    /// The dependency names of the target called `module` in a dump-package JSON.
    private func targetDependencies(_ manifest: [String: Any], module: String) -> Set<String> {
        let targets = manifest["targets"] as? [[String: Any]] ?? []
        // An app's dependencies are its kit library's (`MapsAppKit`), which its executable runs.
        let target = targets.first { $0["name"] as? String == module + "Kit" } ?? targets.first { $0["name"] as? String == module } ?? [:]
        let entries = target["dependencies"] as? [[String: Any]] ?? []
        return Set(entries.compactMap { entry in
            if let product = entry["product"] as? [Any], let name = product.first as? String {
                let package = product.dropFirst().first as? String ?? ""
                return name == package || package.lowercased() == name.lowercased() ? name : "\(package)/\(name)"
            }
            return (entry["byName"] as? [Any])?.first as? String
        })
    }

    @Test func everyManifestSaysWhatTheSpecSays() throws {
        let output = try Modgen.generateExample("Maps")
        let expected = try specDependencies()
        #expect(expected.count == 12)
        for (module, entry) in expected.sorted(by: { $0.key < $1.key }) {
            let dump = try ProcessRunner.runTool("swift", ["package", "dump-package", "--package-path", output.appendingPathComponent(entry.path).path])
            #expect(dump.status == 0, "dump-package \(entry.path): \(dump.stderr)")
            let manifest = try json(dump.stdout)
            #expect(manifest["name"] as? String == module)
            let actual = targetDependencies(manifest, module: module)
            let wanted = entry.dependencies
            #expect(actual == wanted, "\(module): manifest says \(actual.sorted()), spec says \(wanted.sorted())")
        }
    }
}
