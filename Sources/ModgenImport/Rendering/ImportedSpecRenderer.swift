import ModgenReporting
import ModgenSpec

/// The imported spec as `modules.yml` text: comments saying where it came from and what it
/// could not say, then block YAML by the dump's writer (`DumpValue.yaml`, the format of
/// `modgen dump --type yaml`), only the keys that differ from their defaults, modules
/// grouped by kind under a comment each.
package enum ImportedSpecRenderer {
    package static func render(_ spec: ImportedSpec, from folder: String) -> String {
        var lines = [
            "# Imported by `modgen import` from \(spec.manifests.count) Package.swift file\(spec.manifests.count == 1 ? "" : "s") under \(folder)",
            "# (each evaluated by `swift package dump-package`). Edit this spec from now on; `modgen generate`",
            "# writes the manifests.",
        ]
        if spec.unexpressible.isEmpty {
            lines.append("# Everything the manifests say is expressed below.")
        } else {
            lines.append("# Not expressible in this spec (left out; keep them by hand or drop them):")
            lines += spec.unexpressible.map { "#   \($0)" }
        }
        if !spec.warnings.isEmpty {
            lines.append("# Warnings of the import:")
            lines += spec.warnings.map { "#   \($0)" }
        }
        var text = lines.joined(separator: "\n") + "\n"
        text += DumpValue.map([("name", .string(spec.name)), ("options", options(spec))]).yaml
        if !spec.packages.isEmpty {
            text += DumpValue.map([("packages", .map(spec.packages.map { ($0.alias, ResolvedSpecDump.package($0)) }))]).yaml
        }
        text += "modules:\n"
        for kind in ModuleKind.allCases {
            let modules = spec.modules.filter { $0.kind == kind }.sorted { $0.name < $1.name }
            guard !modules.isEmpty else { continue }
            text += "  # \(heading(kind)) (\(modules.count))\n"
            let group = DumpValue.map(modules.map { ($0.name, ImportedModuleEntry.value(of: $0)) }).yaml
            text += group.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { "  " + $0 }.joined(separator: "\n") + "\n"
        }
        if !spec.rules.isEmpty {
            text += "# Written by --rules-from-graph: what the graph as imported needs; tighten them as you fix edges.\n"
            text += DumpValue.map([("rules", .map(spec.rules.map { ($0.kind.rawValue, .list($0.allowed.map { .string($0.rawValue) })) }))]).yaml
        }
        return text
    }

    private static func heading(_ kind: ModuleKind) -> String {
        switch kind {
        case .app: return "apps"
        case .feature: return "features"
        case .interface: return "interfaces"
        case .core: return "core"
        case .deps: return "deps"
        case .binary: return "binaries"
        case .macro: return "macros"
        case .executable: return "tools"
        case .system: return "system libraries"
        }
    }

    private static func options(_ spec: ImportedSpec) -> DumpValue {
        var pairs: [(String, DumpValue)] = [
            ("swiftToolsVersion", .string(spec.toolsVersion)),
            ("platforms", ResolvedSpecDump.platforms(spec.platforms)),
        ]
        if let localization = spec.defaultLocalization { pairs.append(("defaultLocalization", .string(localization))) }
        if let packagesDir = spec.packagesDir { pairs.append(("packagesDir", .string(packagesDir))) }
        let folders = ModuleKind.allCases.compactMap { kind in spec.folders[kind].map { (kind.rawValue, DumpValue.string($0)) } }
        if !folders.isEmpty { pairs.append(("folders", .map(folders))) }
        if spec.layout != .packages { pairs.append(("layout", .string(spec.layout.rawValue))) }
        if let naming = spec.interfaceNaming { pairs.append(("interfaceNaming", .string(naming))) }
        return .map(pairs)
    }
}
