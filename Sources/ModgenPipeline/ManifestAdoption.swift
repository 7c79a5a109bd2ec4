import Foundation
import ModgenGraph
import ModgenImport
import ModgenPlanning
import ModgenWriting

/// `generate --adopt`: a tree whose manifests a person wrote (a repository just imported) is
/// taken over where modgen would write the same thing. Each `Package.swift` the writer would
/// refuse (modgen never wrote it) is evaluated by SwiftPM (`swift package dump-package`) beside
/// the manifest modgen plans for it; when every target means the same (type, dependencies
/// with their packages and requirements, products, platforms, files, resources, settings,
/// plugins: `TargetMeaning`), modgen's bytes replace it and it is modgen's from then on. Any
/// other is left as it is and listed with what differs. Sources are never touched.
struct ManifestAdoption {
    /// Manifests equal in meaning: the writer may replace them.
    var adopt: Set<String> = []
    /// Manifests kept as they are, with what differs (or why they could not be compared).
    var differing: [(path: String, differences: [String])] = []

    /// Compares each refused manifest of `report` with its planned bytes in `plan`.
    static func review(_ plan: Plan, refused: [String], root: String) -> ManifestAdoption {
        var result = ManifestAdoption()
        let planned = Dictionary(plan.files.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
        let manifests = refused.filter { $0 == "Package.swift" || $0.hasSuffix("/Package.swift") }.filter { planned[$0] != nil }.sorted()
        guard !manifests.isEmpty else { return result }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("modgen-adopt-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        for path in manifests {
            let file = scratch.appendingPathComponent(path)
            do {
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data((planned[path] ?? "").utf8).write(to: file)
            } catch {
                result.differing.append((path, ["cannot stage the planned manifest: \(error.localizedDescription)"]))
            }
        }
        let found = PackageDumper.dump(manifests, under: URL(fileURLWithPath: root))
        let wanted = PackageDumper.dump(manifests, under: scratch)
        for (index, path) in manifests.enumerated() {
            guard let existing = found[index].package else {
                result.differing.append((path, [found[index].error ?? "dump-package failed"]))
                continue
            }
            guard let planned = wanted[index].package else {
                result.differing.append((path, ["the planned manifest: " + (wanted[index].error ?? "dump-package failed")]))
                continue
            }
            let differences = Self.differences(existing, planned)
            if differences.isEmpty { result.adopt.insert(path) } else { result.differing.append((path, differences)) }
        }
        return result
    }

    /// What differs, target by target, from the existing manifest to the planned one.
    static func differences(_ existing: DumpedPackage, _ planned: DumpedPackage) -> [String] {
        let old = Dictionary(existing.targets.map { ($0.name, TargetMeaning($0, in: existing)) }, uniquingKeysWith: { first, _ in first })
        let new = Dictionary(planned.targets.map { ($0.name, TargetMeaning($0, in: planned)) }, uniquingKeysWith: { first, _ in first })
        var found: [String] = []
        for name in Set(old.keys).union(new.keys).sorted() {
            switch (old[name], new[name]) {
            case (.some, .none): found.append("target \(name): modgen would not declare it")
            case (.none, .some): found.append("target \(name): modgen would add it")
            case (.some(let before), .some(let after)):
                found += after.differences(from: before).map { "target \(name): \($0)" }
            case (.none, .none): break
            }
        }
        let products = { (package: DumpedPackage) in Set(package.products.map(TargetMeaning.describe)) }
        if products(existing) != products(planned) { found.append("products \(products(existing).sorted()) -> \(products(planned).sorted())") }
        return found
    }
}
