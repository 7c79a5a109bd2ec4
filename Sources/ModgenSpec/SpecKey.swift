/// One key a mapping of the spec accepts: its name, the shape of its value, and the tools
/// version whose manifest API it needs. The decoder checks keys and versions against these
/// tables and `modgen schema` prints them: one source of truth.
package struct SpecKey: Sendable {
    package var name: String
    package var shape: SpecShape
    /// nil: any tools version modgen accepts (`ToolsVersion.minimum`).
    package var since: ToolsVersion?
    /// One line for the schema's description.
    package var summary: String

    package init(_ name: String, _ shape: SpecShape, since: ToolsVersion? = nil, _ summary: String) {
        self.name = name
        self.shape = shape
        self.since = since
        self.summary = summary
    }
}

/// The shape of a value in the spec, as far as a JSON Schema can say it.
package indirect enum SpecShape: Sendable {
    case string
    case boolean
    /// One of these strings.
    case choice([String])
    case list(SpecShape)
    /// A mapping with exactly these keys (those in `required` must be there).
    case mapping([SpecKey], required: [String] = [])
    /// A mapping from names the spec chooses (modules, aliases) to values of one shape.
    case dictionary(SpecShape)
    /// Any of these shapes.
    case either([SpecShape])
    /// A shape named in `SpecKeys.definitions`.
    case named(String)
}

extension Array where Element == SpecKey {
    package var names: [String] { map(\.name) }

    package func key(_ name: String) -> SpecKey? { first { $0.name == name } }
}
