import Foundation
import ModgenImport
import Testing

/// `../shared/realworld` (`MODGEN_SHARED` overrides `../shared`): the public repositories'
/// manifests the import round trip runs on. Missing is a failure, not a skip.
enum RealWorld {
    static var folder: URL {
        let shared: URL
        if let override = ProcessInfo.processInfo.environment["MODGEN_SHARED"] {
            shared = URL(fileURLWithPath: override)
        } else {
            let repository = URL(fileURLWithPath: #filePath)
                .deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent()
            shared = repository.deletingLastPathComponent().appendingPathComponent("shared")
        }
        return shared.appendingPathComponent("realworld")
    }

    /// Every manifest under `root` as SwiftPM reads it, by path; a manifest SwiftPM refuses is a failure.
    static func dumpAll(_ root: URL, sourceLocation: SourceLocation = #_sourceLocation) -> [String: DumpedPackage] {
        var packages: [String: DumpedPackage] = [:]
        for result in PackageDumper.dump(ManifestFinder.manifests(under: root), under: root) {
            #expect(result.error == nil, "\(result.manifestPath): \(result.error ?? "")", sourceLocation: sourceLocation)
            if let package = result.package { packages[result.manifestPath] = package }
        }
        return packages
    }

    /// Per target of `original`, whether `generated` has a target of that name meaning the
    /// same; the lines of those that differ, with why.
    static func compare(original: [String: DumpedPackage], generated: [String: DumpedPackage]) -> (equal: Int, total: Int, differences: [String]) {
        var targets: [String: TargetMeaning] = [:]
        for package in generated.values {
            for target in package.targets { targets[target.name] = TargetMeaning(target, in: package) }
        }
        var equal = 0, total = 0
        var differences: [String] = []
        for path in original.keys.sorted() {
            guard let package = original[path] else { continue }
            for target in package.targets {
                total += 1
                let meaning = TargetMeaning(target, in: package)
                guard let other = targets[target.name] else {
                    differences.append("\(path): \(target.name): not generated")
                    continue
                }
                let fields = other.differences(from: meaning)
                if fields.isEmpty { equal += 1 } else { differences.append("\(path): \(target.name): \(fields.joined(separator: "; "))") }
            }
        }
        return (equal, total, differences)
    }
}
