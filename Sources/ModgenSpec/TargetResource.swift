import YAMLTree

/// A resource of a target: `Resources` (processed) or `{ path, rule, localization }`; and
/// how the spec's `resources:` entries are read.
public struct TargetResource: Hashable, Sendable, ExpressibleByStringLiteral {
    package enum Localization: String, Hashable, Sendable {
        case `default`, base
    }

    /// Relative to the target's folder.
    package var path: String
    package var rule: ResourceRule
    /// `process` only.
    package var localization: Localization?

    package init(path: String, rule: ResourceRule = .process, localization: Localization? = nil) {
        self.path = path
        self.rule = rule
        self.localization = localization
    }

    /// `.process(path)`.
    package static func process(_ path: String) -> TargetResource { TargetResource(path: path) }

    /// A processed folder: `"Resources"`.
    public init(stringLiteral path: String) {
        self.init(path: path)
    }

    /// `resources:` entries: a folder (processed) or `{ path, rule: process | copy | embed,
    /// localization: default | base }`. Localized resources need `options.defaultLocalization`.
    static func decodeAll(_ node: Node, _ reader: SchemaReader, what: String, options: ProjectOptions) -> [TargetResource] {
        (reader.sequence(node, what) ?? []).compactMap { decode($0, reader, what: "an entry of \(what)", options: options) }
    }

    static func decode(_ node: Node, _ reader: SchemaReader, what: String, options: ProjectOptions) -> TargetResource? {
        guard let fields = node.mapping else {
            return reader.relativeFolder(node, "a resource folder").map { TargetResource(path: $0) }
        }
        reader.checkKeys(fields, keys: SpecKeys.resource, in: what)
        guard let pathNode = fields["path"] else {
            reader.log.error("\(what) needs 'path'", at: node.mark)
            return nil
        }
        guard let path = reader.relativeFolder(pathNode, "a resource path") else { return nil }
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
            guard let localization = Localization(rawValue: text) else {
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

/// How SwiftPM treats a resource: `.process`, `.copy` or `.embedInCode` (tools 5.9).
package enum ResourceRule: String, Hashable, Sendable, CaseIterable {
    case process, copy, embed
}
