import YAMLTree

/// `condition: { platforms: [iOS, macOS], configuration: debug }`: SwiftPM's `.when(...)`,
/// on a setting or (platforms only) a dependency; and how it is read.
public struct BuildCondition: Hashable, Sendable {
    package enum Configuration: String, Hashable, Sendable, CaseIterable {
        case debug, release
    }

    /// SwiftPM's platform names, in the order written.
    package var platforms: [String]
    package var configuration: Configuration?

    package init(platforms: [String] = [], configuration: Configuration? = nil) {
        self.platforms = platforms
        self.configuration = configuration
    }

    /// `condition: { platforms: [iOS, macOS], configuration: debug | release }`; a
    /// dependency's condition takes platforms only. nil (logged) when it says nothing.
    static func decode(_ node: Node, _ reader: SchemaReader, allowsConfiguration: Bool = true) -> BuildCondition? {
        guard let fields = reader.mapping(node, "'condition'") else { return nil }
        reader.checkKeys(fields, keys: allowsConfiguration ? SpecKeys.condition : SpecKeys.dependencyCondition, in: "a condition")
        var condition = BuildCondition()
        if let list = fields["platforms"] {
            condition.platforms = reader.strings(list, "'platforms'").compactMap { ProjectOptions.Platform.name($0, reader) }
        }
        if allowsConfiguration, let value = fields["configuration"], let text = reader.string(value, "'configuration'") {
            if let configuration = Configuration(rawValue: text) {
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
