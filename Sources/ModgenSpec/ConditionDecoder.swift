import YAMLTree

/// `condition: { platforms: [iOS, macOS], configuration: debug | release }`; a dependency's
/// condition takes platforms only.
struct ConditionDecoder {
    let reader: SchemaReader

    func decode(_ node: Node, allowsConfiguration: Bool = true) -> BuildCondition? {
        guard let fields = reader.mapping(node, "'condition'") else { return nil }
        reader.checkKeys(fields, keys: allowsConfiguration ? SpecKeys.condition : SpecKeys.dependencyCondition, in: "a condition")
        var condition = BuildCondition()
        if let list = fields["platforms"] {
            condition.platforms = reader.strings(list, "'platforms'").compactMap { PlatformReader(reader: reader).name($0) }
        }
        if allowsConfiguration, let value = fields["configuration"], let text = reader.string(value, "'configuration'") {
            if let configuration = BuildCondition.Configuration(rawValue: text) {
                condition.configuration = configuration
            } else {
                reader.log.error("'configuration' must be debug or release, found '\(text)'", at: value.mark)
            }
        }
        if condition.platforms.isEmpty && condition.configuration == nil {
            reader.log.error("a condition needs 'platforms' or 'configuration'", at: node.mark)
            return nil
        }
        return condition
    }
}
