import ModgenSpec

/// One target of dump-package JSON: its dependencies, files, resources and settings, by the
/// spec's types; whatever has no spec key is kept as a line in `unexpressible`.
enum DumpedTargetReader {
    static func read(_ entry: [String: Any]) -> DumpedPackage.Target {
        let name = entry["name"] as? String ?? ""
        let kind = DumpedPackage.Target.Kind(rawValue: entry["type"] as? String ?? "") ?? .regular
        var target = DumpedPackage.Target(
            name: name, kind: kind,
            dependencies: (entry["dependencies"] as? [[String: Any]] ?? []).compactMap(dependency),
            path: entry["path"] as? String,
            sources: entry["sources"] as? [String] ?? [],
            exclude: entry["exclude"] as? [String] ?? [],
            resources: [], swiftSettings: [], cSettings: [], linkerSettings: [], plugins: [], binary: nil, unexpressible: [])
        if kind == .binary {
            if let url = entry["url"] as? String, let checksum = entry["checksum"] as? String {
                target.binary = .url(url, checksum: checksum)
            } else if let path = entry["path"] as? String {
                target.binary = .path(path)
            }
        }
        for resource in entry["resources"] as? [[String: Any]] ?? [] { read(resource: resource, into: &target) }
        for setting in entry["settings"] as? [[String: Any]] ?? [] { read(setting: setting, into: &target) }
        for usage in entry["pluginUsages"] as? [[String: Any]] ?? [] {
            guard let plugin = usage["plugin"] as? [Any], let pluginName = plugin.first as? String else { continue }
            target.plugins.append(.init(name: pluginName, package: plugin.dropFirst().first as? String))
        }
        if kind == .system { target.systemLibrary = systemLibrary(entry) }
        return target
    }

    /// `"pkgConfig"` and `"providers": [{"apt": [["a", "b"]]}, ...]` as SwiftPM dumps them.
    private static func systemLibrary(_ entry: [String: Any]) -> SystemLibrary {
        var library = SystemLibrary(pkgConfig: entry["pkgConfig"] as? String)
        for provider in entry["providers"] as? [[String: Any]] ?? [] {
            for (name, value) in provider {
                guard let manager = SystemLibrary.Manager(rawValue: name) else { continue }
                let packages = (value as? [Any] ?? []).first as? [String] ?? []
                library.providers.append((manager, packages))
            }
        }
        library.providers.sort { $0.manager < $1.manager }
        return library
    }

    private static func dependency(_ entry: [String: Any]) -> DumpedPackage.Target.Dependency? {
        guard let (key, raw) = entry.first, let values = raw as? [Any], let name = values.first as? String else { return nil }
        let conditionIndex: Int
        let reference: DumpedPackage.Target.Dependency.Reference
        switch key {
        case "byName": reference = .byName(name); conditionIndex = 1
        case "target": reference = .target(name); conditionIndex = 1
        case "product":
            reference = .product(name, package: values.dropFirst().first as? String ?? name); conditionIndex = 3
        default: return nil
        }
        let condition = values.count > conditionIndex ? values[conditionIndex] as? [String: Any] : nil
        let platforms = (condition?["platformNames"] as? [String] ?? []).map(DumpedPackageReader.platformName)
        return DumpedPackage.Target.Dependency(reference: reference, platforms: platforms)
    }

    private static func read(resource entry: [String: Any], into target: inout DumpedPackage.Target) {
        guard let path = entry["path"] as? String, let rule = entry["rule"] as? [String: Any], let key = rule.keys.first else { return }
        switch key {
        case "process":
            let localization = (rule["process"] as? [String: Any])?["localization"] as? String
            target.resources.append(TargetResource(path: path, localization: localization.flatMap(TargetResource.Localization.init)))
        case "copy": target.resources.append(TargetResource(path: path, rule: .copy))
        case "embedInCode": target.resources.append(TargetResource(path: path, rule: .embed))
        default: target.unexpressible.append("resource '\(path)' with rule \(key)")
        }
    }

    private static func read(setting entry: [String: Any], into target: inout DumpedPackage.Target) {
        guard let tool = entry["tool"] as? String, let kind = entry["kind"] as? [String: Any], let (key, raw) = kind.first else { return }
        let value = (raw as? [String: Any])?["_0"]
        let text = value as? String ?? ""
        let flags = value as? [String] ?? []
        let condition = self.condition(entry["condition"] as? [String: Any])
        switch (tool, key) {
        case ("swift", "define"): target.swiftSettings.append(SwiftSetting(.define(text), condition: condition))
        case ("swift", "enableUpcomingFeature"): target.swiftSettings.append(SwiftSetting(.enableUpcomingFeature(text), condition: condition))
        case ("swift", "enableExperimentalFeature"): target.swiftSettings.append(SwiftSetting(.enableExperimentalFeature(text), condition: condition))
        case ("swift", "unsafeFlags"): target.swiftSettings.append(SwiftSetting(.unsafeFlags(flags), condition: condition))
        case ("swift", "swiftLanguageMode"), ("swift", "swiftLanguageVersion"):
            target.swiftSettings.append(SwiftSetting(.languageMode(text), condition: condition))
        case ("swift", "interoperabilityMode"): target.swiftSettings.append(SwiftSetting(.interoperabilityMode(text), condition: condition))
        case ("c", "define"):
            let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
            target.cSettings.append(CSetting(.define(parts.first ?? text, value: parts.count > 1 ? parts[1] : nil), condition: condition))
        case ("c", "headerSearchPath"): target.cSettings.append(CSetting(.headerSearchPath(text), condition: condition))
        case ("c", "unsafeFlags"): target.cSettings.append(CSetting(.unsafeFlags(flags), condition: condition))
        case ("linker", "linkedFramework"): target.linkerSettings.append(LinkerSetting(.linkedFramework(text), condition: condition))
        case ("linker", "linkedLibrary"): target.linkerSettings.append(LinkerSetting(.linkedLibrary(text), condition: condition))
        case ("linker", "unsafeFlags"): target.linkerSettings.append(LinkerSetting(.unsafeFlags(flags), condition: condition))
        default: target.unexpressible.append("\(tool) setting \(key)")
        }
    }

    private static func condition(_ entry: [String: Any]?) -> BuildCondition? {
        guard let entry else { return nil }
        let platforms = (entry["platformNames"] as? [String] ?? []).map(DumpedPackageReader.platformName)
        let configuration = (entry["config"] as? String).flatMap(BuildCondition.Configuration.init)
        guard !platforms.isEmpty || configuration != nil else { return nil }
        return BuildCondition(platforms: platforms, configuration: configuration)
    }
}
