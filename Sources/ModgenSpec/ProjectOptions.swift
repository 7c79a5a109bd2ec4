import Foundation
import YAMLTree
import ModgenDiagnostics

/// The resolved `options:` of a spec, defaults filled in; and how `options:` is read
/// (`Platform` and its reading are in Platform.swift).
public struct ProjectOptions: Hashable, Sendable {
    package enum Layout: String, Hashable, Sendable {
        /// One package per module, grouped by kind (the default).
        case packages
        /// One root Package.swift with one target per module (seed 002).
        case single
    }

    package var swiftToolsVersion: String = "5.9"
    /// Sorted by name.
    package var platforms: [Platform] = [Platform(name: "iOS", version: "16.0"), Platform(name: "macOS", version: "13.0")]
    /// Relative to the output root.
    package var packagesDir: String = "Packages"
    /// Per-kind folder under `packagesDir`; a kind missing here uses `ModuleKind.defaultFolder`.
    package var kindFolders: [ModuleKind: String] = [:]
    package var layout: Layout = .packages
    /// The stub template set used when a module does not name one.
    package var templateSet: String = "default"
    /// Where the spec says templates live, relative to the spec's folder.
    package var templatesPath: String?
    /// How a feature's interface is named; `{name}` is the feature's name.
    package var interfaceNaming: String = "{name}Interface"
    /// Whether modgen writes (and owns) the output root's `README.md`; false for a repository
    /// whose README a person writes.
    package var generatesReadme = true
    /// The packages' `defaultLocalization` ("en"); needed by localized resources.
    package var defaultLocalization: String?
    /// Where the Xcode app shells go, relative to the output root (`Apps/<Name>/<Name>.xcodeproj`).
    package var appsDir: String = "Apps"
    /// The shells' bundle identifiers are `<bundleIdPrefix>.<Name>`.
    package var bundleIdPrefix: String = "com.example"
    /// The shells' `DEVELOPMENT_TEAM` (automatic signing); nil: none set.
    package var developmentTeam: String?

    /// `swiftToolsVersion`, parsed (the decoder only keeps versions that parse).
    package var toolsVersion: ToolsVersion { ToolsVersion(swiftToolsVersion) ?? .minimum }

    package init() {}

    package func folder(for kind: ModuleKind) -> String {
        kindFolders[kind] ?? kind.defaultFolder
    }

    package func interfaceName(for feature: String) -> String {
        NamePlaceholder.expand(interfaceNaming, with: feature)
    }
}

extension ProjectOptions {
    /// `options:`, defaults kept for what is not written (or written wrong). The tools version
    /// is read first: it gates the platforms.
    static func decode(_ node: Node?, _ reader: SchemaReader) -> ProjectOptions {
        var options = ProjectOptions()
        guard let node, let mapping = reader.mapping(node, "'options'") else { return options }
        reader.checkKeys(mapping, keys: SpecKeys.options, in: "options")
        if let value = mapping["swiftToolsVersion"], let version = toolsVersion(value, reader) {
            options.swiftToolsVersion = version
        }
        let gated = reader.gated(by: options.toolsVersion)
        if let value = mapping["platforms"], let platforms = Platform.decodeAll(value, gated, what: "'platforms'") {
            options.platforms = platforms
        }
        if let value = mapping["packagesDir"], let dir = reader.relativeFolder(value, "'packagesDir'") {
            options.packagesDir = dir
        }
        if let value = mapping["folders"] { options.kindFolders = folders(value, reader) }
        if let value = mapping["layout"], let layout = layout(value, reader) { options.layout = layout }
        if let value = mapping["templateSet"], let set = reader.templateSetName(value, "'templateSet'") {
            options.templateSet = set
        }
        if let value = mapping["templatesPath"] { options.templatesPath = reader.nonEmptyString(value, "'templatesPath'") }
        if let value = mapping["interfaceNaming"], let naming = interfaceNaming(value, reader) { options.interfaceNaming = naming }
        if let value = mapping["readme"], let flag = reader.bool(value, "'readme'") { options.generatesReadme = flag }
        if let value = mapping["defaultLocalization"] {
            options.defaultLocalization = reader.nonEmptyString(value, "'defaultLocalization'")
        }
        decodeAppShells(mapping, reader, into: &options)
        return options
    }

    private static func toolsVersion(_ node: Node, _ reader: SchemaReader) -> String? {
        guard let text = reader.string(node, "'swiftToolsVersion'") else { return nil }
        guard let version = ToolsVersion(text) else {
            reader.log.error("'swiftToolsVersion' must look like \"5.9\" or \"6.0\", found '\(text)'", at: node.mark)
            return nil
        }
        guard version >= ToolsVersion.minimum else {
            reader.log.error(
                "'swiftToolsVersion' \(text) is older than the manifest API modgen writes: write \"\(ToolsVersion.minimum)\" or later",
                at: node.mark)
            return nil
        }
        return text
    }

    private static func folders(_ node: Node, _ reader: SchemaReader) -> [ModuleKind: String] {
        guard let mapping = reader.mapping(node, "'folders'") else { return [:] }
        var folders: [ModuleKind: String] = [:]
        for entry in mapping.entries {
            guard let kind = ModuleKind.decode(entry.key, reader, what: "a key of 'folders'") else { continue }
            folders[kind] = reader.relativeFolder(entry.value, "the folder of \(kind.rawValue)")
        }
        return folders
    }

    private static func layout(_ node: Node, _ reader: SchemaReader) -> Layout? {
        guard let text = reader.string(node, "'layout'") else { return nil }
        guard let layout = Layout(rawValue: text) else {
            let hint = Suggestion.hint(for: text, among: ["packages", "single"])
            reader.log.error("'layout' must be packages or single, found '\(text)'\(hint)", at: node.mark)
            return nil
        }
        return layout
    }

    private static func interfaceNaming(_ node: Node, _ reader: SchemaReader) -> String? {
        guard let naming = reader.string(node, "'interfaceNaming'") else { return nil }
        let sample = naming.replacingOccurrences(of: "{name}", with: "Feature")
        guard naming.contains("{name}"), naming != "{name}", SwiftIdentifier.isValid(sample) else {
            reader.log.error(
                "'interfaceNaming' must contain {name} and more, and make a Swift identifier (like \"{name}Interface\"), found '\(naming)'",
                at: node.mark)
            return nil
        }
        return naming
    }
}
