import YAMLTree

/// One `modules:` entry (templates already applied, keys already checked where they are
/// written) into a `SpecModule`.
struct ModuleDecoder {
    let reader: SchemaReader
    let options: ProjectOptions

    /// nil when the entry cannot make a module (no kind, not a mapping); a field with an
    /// error keeps its default so the module's other fields are still checked.
    func decode(name key: Node, _ node: Node) -> SpecModule? {
        guard let name = key.text else {
            reader.log.error("a module name must be a scalar, found \(key.kindDescription)", at: key.mark)
            return nil
        }
        if !SwiftIdentifier.isValid(name) {
            reader.log.error(
                "module name '\(name)' is not a valid Swift identifier (letters, digits and '_', not starting with a digit)",
                at: key.mark)
        }
        guard let fields = reader.mapping(node, "module '\(name)'") else { return nil }
        guard let kind = kind(of: name, fields, at: key.mark) else { return nil }
        var module = SpecModule(name: name, mark: key.mark, kind: kind)
        read(fields, into: &module)
        ModuleKindChecks(reader: reader).check(fields, of: module)
        return module
    }

    private func kind(of name: String, _ fields: Mapping, at mark: Mark) -> ModuleKind? {
        guard let node = fields["type"] else {
            reader.log.error("module '\(name)' needs 'type' (app, feature, interface, core or deps), here or in a template", at: mark)
            return nil
        }
        return KindReader(reader: reader).kind(node, "'type'")
    }

    private func read(_ fields: Mapping, into module: inout SpecModule) {
        let dependencies = DependencyDecoder(reader: reader)
        if let node = fields["dependencies"] { module.dependencies = dependencies.decode(node, "'dependencies'") }
        if let node = fields["interfaceDependencies"] {
            module.interfaceDependencies = dependencies.decode(node, "'interfaceDependencies'")
        }
        if let node = fields["example"] { module.example = reader.bool(node, "'example'") ?? false }
        if let node = fields["serves"] { module.serves = reader.strings(node, "'serves'") }
        if let node = fields["templateSet"] { module.templateSet = TemplateSetName.read(node, "'templateSet'", reader) }
        if let node = fields["testDependencies"] { module.testDependencies = dependencies.decode(node, "'testDependencies'") }
        readTarget(fields, into: &module)
        let resources = ResourceDecoder(reader: reader, options: options)
        if let node = fields["resources"] { module.resources = resources.decode(node, "'resources'") }
        if let node = fields["testResources"] { module.testResources = resources.decode(node, "'testResources'") }
        if let node = fields["swiftSettings"] { module.swiftSettings = SwiftSettingsDecoder(reader: reader).decode(node) }
        if let node = fields["cSettings"] { module.cSettings = CSettingsDecoder(reader: reader).decode(node) }
        if let node = fields["linkerSettings"] { module.linkerSettings = LinkerSettingsDecoder(reader: reader).decode(node) }
        if let node = fields["plugins"] { module.plugins = PluginDecoder(reader: reader).decode(node) }
        if let node = fields["tests"] { module.tests = reader.bool(node, "'tests'") ?? true }
        if let node = fields["templateAttributes"] { _ = reader.mapping(node, "'templateAttributes'") }
    }

    /// Where the target is and what its package says: platforms, linkage, path, sources, exclude.
    private func readTarget(_ fields: Mapping, into module: inout SpecModule) {
        if let entry = fields.entry(forKey: "platforms") {
            if options.layout == .single {
                reader.log.error(
                    "'platforms' on a module needs layout: packages; in the single layout every target shares the package's options.platforms",
                    at: entry.key.mark)
            } else {
                module.platforms = PlatformReader(reader: reader).platforms(entry.value, "'platforms'")
            }
        }
        if let node = fields["linkage"], let text = reader.string(node, "'linkage'") {
            if let linkage = Linkage(rawValue: text) {
                module.linkage = linkage
            } else {
                reader.log.error("'linkage' must be automatic, static or dynamic, found '\(text)'", at: node.mark)
            }
        }
        if let node = fields["path"] { module.path = RelativeFolder.read(node, "'path'", reader) }
        if let node = fields["sources"] { module.sources = reader.strings(node, "'sources'").map(\.value) }
        if let node = fields["exclude"] { module.exclude = reader.strings(node, "'exclude'").map(\.value) }
    }
}
