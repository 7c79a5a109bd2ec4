import YAMLTree

/// `resources:` entries: a folder (processed) or `{ path, rule: process | copy | embed,
/// localization: default | base }`. Localized resources need `options.defaultLocalization`.
struct ResourceDecoder {
    let reader: SchemaReader
    let options: ProjectOptions

    func decode(_ node: Node, _ what: String) -> [TargetResource] {
        (reader.sequence(node, what) ?? []).compactMap { resource($0, "an entry of \(what)") }
    }

    private func resource(_ node: Node, _ what: String) -> TargetResource? {
        guard let fields = node.mapping else {
            return RelativeFolder.read(node, "a resource folder", reader).map { TargetResource(path: $0) }
        }
        reader.checkKeys(fields, keys: SpecKeys.resource, in: what)
        guard let pathNode = fields["path"] else {
            reader.log.error("\(what) needs 'path'", at: node.mark)
            return nil
        }
        guard let path = RelativeFolder.read(pathNode, "a resource path", reader) else { return nil }
        var resource = TargetResource(path: path)
        if let value = fields["rule"], let text = reader.string(value, "'rule'") {
            guard let rule = ResourceRule(rawValue: text) else {
                reader.log.error("'rule' must be process, copy or embed, found '\(text)'", at: value.mark)
                return nil
            }
            if rule == .embed { reader.require(ToolsVersion(5, 9), for: "the resource rule 'embed' (.embedInCode)", at: value.mark) }
            resource.rule = rule
        }
        if let value = fields["localization"], let text = reader.string(value, "'localization'") {
            guard let localization = TargetResource.Localization(rawValue: text) else {
                reader.log.error("'localization' must be default or base, found '\(text)'", at: value.mark)
                return nil
            }
            guard resource.rule == .process else {
                reader.log.error("'localization' goes with the rule process, not \(resource.rule.rawValue)", at: value.mark)
                return nil
            }
            if options.defaultLocalization == nil {
                reader.log.error("a localized resource needs options.defaultLocalization (like \"en\")", at: value.mark)
            }
            resource.localization = localization
        }
        return resource
    }
}
