import YAMLTree

/// A spec file as written, typed: includes merged, templates applied, the environment
/// expanded. Not yet resolved: names are still names (see `GraphResolver`). Also how the
/// merged root mapping is read into it, section by section.
package struct Spec: Sendable {
    /// The project's name (`name:`).
    package var name: String
    /// The spec's path as the user gave it.
    package var path: String
    package var options: ProjectOptions
    /// In the order written.
    package var packages: [SpecPackage]
    /// In the order written.
    package var modules: [SpecModule]
    package var rules: DependencyRules
    /// Modules and packages whose entries had errors: known names, so a reference to one is
    /// not reported a second time as unknown.
    package var brokenNames: Set<String> = []
    /// The files the load read: the spec, then each included file, as the load spelled them.
    package var files: [String] = []
}

extension Spec {
    /// The merged root mapping (includes resolved) into a typed `Spec`. `options:` is read
    /// first: its `swiftToolsVersion` gates the keys and values of packages and modules.
    static func decode(_ root: Mapping, _ reader: SchemaReader, at rootMark: Mark, path: String) -> Spec {
        reader.checkKeys(root, keys: SpecKeys.root, in: "the spec")
        let name = root["name"].flatMap { reader.projectName($0) }
        if root["name"] == nil {
            reader.log.error("the spec needs 'name:' (the project's name)", at: rootMark)
        }
        let options = ProjectOptions.decode(root["options"], reader)
        let gated = reader.gated(by: options.toolsVersion)
        let packages = SpecPackage.decodeAll(root["packages"], gated)
        var spec = Spec(
            name: name ?? "", path: path,
            options: options,
            packages: packages.packages, modules: [],
            rules: DependencyRules.decode(root["rules"], reader),
            brokenNames: packages.broken)
        spec.decodeModules(root, gated, at: rootMark)
        return spec
    }

    /// `modules:`, each entry's keys checked where written, then its templates applied; a
    /// large spec without templates in parts on two threads (`ModuleDecodeSplit`).
    private mutating func decodeModules(_ root: Mapping, _ reader: SchemaReader, at rootMark: Mark) {
        let templatesNode = root["moduleTemplates"]
        let templates = templatesNode.flatMap { reader.mapping($0, "'moduleTemplates'") } ?? Mapping()
        var resolver = TemplateResolver(reader: reader, templates: templates)
        guard let modulesNode = root["modules"] else {
            reader.log.error("the spec needs 'modules:' (the modules of the app)", at: rootMark)
            return
        }
        guard let entries = reader.mapping(modulesNode, "'modules'") else { return }
        if templates.isEmpty, entries.count >= ModuleDecodeSplit.splitFrom {
            let decoded = ModuleDecodeSplit.decode(entries.entries, reader, options: options)
            modules = decoded.modules
            brokenNames.formUnion(decoded.broken)
        } else {
            modules.reserveCapacity(entries.count)
            entries.entries.withUnsafeBufferPointer { entries in
                ModuleEntryDecoder(reader: reader, options: options).decode(
                    entries, resolver: &resolver, broken: &brokenNames) { modules.append($0) }
            }
        }
        for unused in resolver.unused {
            reader.log.warning("module template '\(unused.key.text ?? "")' is never used", at: unused.key.mark)
        }
        if entries.isEmpty { reader.log.warning("the spec declares no modules", at: modulesNode.mark) }
    }
}
