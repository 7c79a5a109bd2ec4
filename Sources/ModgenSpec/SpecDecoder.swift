import YAMLTree

/// The merged root mapping (includes resolved) into a typed `Spec`.
struct SpecDecoder {
    let reader: SchemaReader

    package func decode(_ root: Mapping, at rootMark: Mark, path: String) -> Spec {
        reader.checkKeys(root, keys: SpecKeys.root, in: "the spec")
        let name = root["name"].flatMap { ProjectName.read($0, reader) }
        if root["name"] == nil {
            reader.log.error("the spec needs 'name:' (the project's name)", at: rootMark)
        }
        let options = OptionsDecoder(reader: reader).decode(root["options"])
        let gated = reader.gated(by: options.toolsVersion)
        let packages = PackagesDecoder(reader: gated).decode(root["packages"])
        var spec = Spec(
            name: name ?? "", path: path,
            options: options,
            packages: packages.packages, modules: [],
            rules: RulesDecoder(reader: reader).decode(root["rules"]),
            brokenNames: packages.broken)
        decodeModules(root, at: rootMark, into: &spec, reader: gated)
        return spec
    }

    private func decodeModules(_ root: Mapping, at rootMark: Mark, into spec: inout Spec, reader: SchemaReader) {
        let templatesNode = root["moduleTemplates"]
        let templates = templatesNode.flatMap { reader.mapping($0, "'moduleTemplates'") } ?? Mapping()
        var resolver = TemplateResolver(reader: reader, templates: templates)
        guard let modulesNode = root["modules"] else {
            reader.log.error("the spec needs 'modules:' (the modules of the app)", at: rootMark)
            return
        }
        guard let modules = reader.mapping(modulesNode, "'modules'") else { return }
        let decoder = ModuleDecoder(reader: reader, options: spec.options)
        for entry in modules.entries {
            let name = entry.key.text ?? ""
            if let fields = entry.value.mapping {
                reader.checkKeys(fields, keys: SpecKeys.module, in: "module '\(name)'")
            }
            if let merged = resolver.apply(toModule: name, entry.value),
               let module = decoder.decode(name: entry.key, merged) {
                spec.modules.append(module)
            } else {
                spec.brokenNames.insert(name)
            }
        }
        for unused in resolver.unused {
            reader.log.warning("module template '\(unused.key.text ?? "")' is never used", at: unused.key.mark)
        }
        if modules.isEmpty { reader.log.warning("the spec declares no modules", at: modulesNode.mark) }
    }
}
