import Foundation
import ModgenSpec

/// Reads `swift package dump-package` JSON into a `DumpedPackage`. The JSON is SwiftPM's own
/// manifest evaluation; this only picks the fields out, and records each value it does not
/// know how to say in the spec instead of dropping it silently.
package enum DumpedPackageReader {
    package struct Failure: Error, Sendable, CustomStringConvertible {
        package var description: String
    }

    /// `directory`: the package folder relative to the imported folder ("" at its root).
    package static func read(_ json: Data, manifestPath: String, directory: String) throws -> DumpedPackage {
        guard let root = try JSONSerialization.jsonObject(with: json) as? [String: Any] else {
            throw Failure(description: "dump-package printed no JSON object")
        }
        guard let name = root["name"] as? String else { throw Failure(description: "dump-package printed no package name") }
        var unexpressible: [String] = []
        for key in ["cLanguageStandard", "cxxLanguageStandard", "swiftLanguageVersions", "pkgConfig", "providers"] where !isEmpty(root[key]) {
            unexpressible.append("package '\(name)': \(key)")
        }
        let targets = (root["targets"] as? [[String: Any]] ?? []).map(DumpedTargetReader.read)
        return DumpedPackage(
            manifestPath: manifestPath, directory: directory, name: name,
            toolsVersion: toolsVersion(root["toolsVersion"]),
            defaultLocalization: root["defaultLocalization"] as? String,
            platforms: (root["platforms"] as? [[String: Any]] ?? []).compactMap(platform),
            products: (root["products"] as? [[String: Any]] ?? []).compactMap(product),
            dependencies: (root["dependencies"] as? [[String: Any]] ?? []).compactMap(dependency),
            targets: targets, unexpressible: unexpressible)
    }

    static func isEmpty(_ value: Any?) -> Bool {
        switch value {
        case nil, is NSNull: return true
        case let list as [Any]: return list.isEmpty
        case let map as [String: Any]: return map.isEmpty
        default: return false
        }
    }

    /// `{"_version": "5.9.0"}` -> `5.9`.
    private static func toolsVersion(_ value: Any?) -> String {
        let full = (value as? [String: Any])?["_version"] as? String ?? "5.9.0"
        return full.split(separator: ".").prefix(2).joined(separator: ".")
    }

    /// The spec's platform names, by SwiftPM's lowercase ones.
    static let platformNames: [String: String] = [
        "ios": "iOS", "macos": "macOS", "maccatalyst": "macCatalyst", "tvos": "tvOS", "watchos": "watchOS",
        "visionos": "visionOS", "driverkit": "driverKit", "linux": "linux", "windows": "windows", "android": "android",
        "wasi": "wasi", "openbsd": "openbsd",
    ]

    static func platformName(_ raw: String) -> String { platformNames[raw] ?? raw }

    private static func platform(_ entry: [String: Any]) -> ProjectOptions.Platform? {
        guard let name = entry["platformName"] as? String, let version = entry["version"] as? String else { return nil }
        return ProjectOptions.Platform(name: platformName(name), version: version)
    }

    private static func product(_ entry: [String: Any]) -> DumpedPackage.Product? {
        guard let name = entry["name"] as? String, let type = entry["type"] as? [String: Any], let key = type.keys.first else { return nil }
        let kind: DumpedPackage.Product.Kind
        switch key {
        case "library":
            let raw = (type["library"] as? [String])?.first ?? "automatic"
            kind = .library(Linkage(rawValue: raw) ?? .automatic)
        case "executable": kind = .executable
        default: kind = .other(key)
        }
        return DumpedPackage.Product(name: name, kind: kind, targets: entry["targets"] as? [String] ?? [])
    }

    private static func dependency(_ entry: [String: Any]) -> DumpedPackage.Dependency? {
        if let local = (entry["fileSystem"] as? [[String: Any]])?.first,
           let identity = local["identity"] as? String, let path = local["path"] as? String {
            return .local(identity: identity, path: path)
        }
        guard let remote = (entry["sourceControl"] as? [[String: Any]])?.first ?? (entry["registry"] as? [[String: Any]])?.first,
              let identity = remote["identity"] as? String else { return nil }
        let location = remote["location"] as? [String: Any]
        let url = ((location?["remote"] as? [[String: Any]])?.first?["urlString"] as? String) ?? identity
        return .remote(identity: identity, url: url, requirement: requirement(remote["requirement"] as? [String: Any]))
    }

    /// SwiftPM's requirement: `range` (`from:` is the range up to the next major), `exact`,
    /// `branch`, `revision`.
    private static func requirement(_ value: [String: Any]?) -> RemotePackage.Requirement? {
        guard let value else { return nil }
        if let range = (value["range"] as? [[String: Any]])?.first,
           let low = range["lowerBound"] as? String, let high = range["upperBound"] as? String {
            return upToNextMajor(low) == high ? .from(low) : .range(low, high)
        }
        if let exact = (value["exact"] as? [String])?.first { return .exact(exact) }
        if let branch = (value["branch"] as? [String])?.first { return .branch(branch) }
        if let revision = (value["revision"] as? [String])?.first { return .revision(revision) }
        return nil
    }

    /// `1.2.3` -> `2.0.0`; `0.3.0` -> `1.0.0` (SwiftPM's `from:` is `.upToNextMajor`, even below 1.0).
    private static func upToNextMajor(_ version: String) -> String? {
        let core = version.split(whereSeparator: { $0 == "-" || $0 == "+" }).first.map(String.init) ?? version
        guard let major = core.split(separator: ".").first.flatMap({ Int($0) }) else { return nil }
        return "\(major + 1).0.0"
    }
}
