import Foundation
import YAMLTree
import ModgenDiagnostics

/// `options:` into `ProjectOptions`, defaults kept for what is not written.
struct OptionsDecoder {
    let reader: SchemaReader

    func decode(_ node: Node?) -> ProjectOptions {
        var options = ProjectOptions()
        guard let node, let mapping = reader.mapping(node, "'options'") else { return options }
        reader.checkKeys(mapping, keys: SpecKeys.options, in: "options")
        if let value = mapping["swiftToolsVersion"], let version = toolsVersion(value) {
            options.swiftToolsVersion = version
        }
        let gated = reader.gated(by: options.toolsVersion)
        if let value = mapping["platforms"], let platforms = PlatformReader(reader: gated).platforms(value, "'platforms'") {
            options.platforms = platforms
        }
        if let value = mapping["packagesDir"], let dir = RelativeFolder.read(value, "'packagesDir'", reader) {
            options.packagesDir = dir
        }
        if let value = mapping["folders"] { options.kindFolders = folders(value) }
        if let value = mapping["layout"], let layout = layout(value) { options.layout = layout }
        if let value = mapping["templateSet"], let set = TemplateSetName.read(value, "'templateSet'", reader) {
            options.templateSet = set
        }
        if let value = mapping["templatesPath"] { options.templatesPath = reader.nonEmptyString(value, "'templatesPath'") }
        if let value = mapping["interfaceNaming"], let naming = interfaceNaming(value) { options.interfaceNaming = naming }
        if let value = mapping["readme"], let flag = reader.bool(value, "'readme'") { options.generatesReadme = flag }
        if let value = mapping["defaultLocalization"] {
            options.defaultLocalization = reader.nonEmptyString(value, "'defaultLocalization'")
        }
        return options
    }

    private func toolsVersion(_ node: Node) -> String? {
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

    private func folders(_ node: Node) -> [ModuleKind: String] {
        guard let mapping = reader.mapping(node, "'folders'") else { return [:] }
        var folders: [ModuleKind: String] = [:]
        for entry in mapping.entries {
            guard let kind = KindReader(reader: reader).kind(entry.key, "a key of 'folders'") else { continue }
            folders[kind] = RelativeFolder.read(entry.value, "the folder of \(kind.rawValue)", reader)
        }
        return folders
    }

    private func layout(_ node: Node) -> ProjectOptions.Layout? {
        guard let text = reader.string(node, "'layout'") else { return nil }
        guard let layout = ProjectOptions.Layout(rawValue: text) else {
            let hint = Suggestion.hint(for: text, among: ["packages", "single"])
            reader.log.error("'layout' must be packages or single, found '\(text)'\(hint)", at: node.mark)
            return nil
        }
        return layout
    }

    private func interfaceNaming(_ node: Node) -> String? {
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
