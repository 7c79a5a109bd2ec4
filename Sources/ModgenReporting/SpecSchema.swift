import ModgenSpec

/// `modgen schema`: a JSON Schema (2020-12) of `modules.yml`, made from the key tables the
/// decoder checks keys against (`SpecKeys`), so the two cannot disagree about which keys exist.
///
/// It describes one file as a YAML-to-JSON converter (an editor's language server, PyYAML)
/// sees it, and accepts every value modgen accepts:
/// - modgen reads a scalar by its text, so a string key takes a number or boolean too
///   (`iOS: 16`, `swiftToolsVersion: 5.9`), a choice takes its numeric values as numbers
///   (`languageMode: 6`), and a boolean takes `"true"`/`"false"`;
/// - an empty mapping or list may be left empty (`modules:` with nothing is null);
/// - `${VAR}` references stand for any value modgen expands them to;
/// - no key is required at the top level: `name` and `modules` may come from an included file.
/// What a schema cannot say (tools-version gates, rules between modules) is in each key's
/// description and left to `modgen validate`.
package enum SpecSchema {

    /// The whole schema document.
    package static var document: DumpValue {
        .map([
            ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
            ("title", .string("modgen spec (modules.yml)")),
            ("description", .string("The spec modgen generates a modular Swift repository from. Rules between modules, tools-version gates and environment expansion are checked by 'modgen validate'.")),
            ("type", .string("object")),
            ("properties", properties(SpecKeys.root)),
            ("additionalProperties", .bool(false)),
            ("$defs", .map(SpecKeys.definitions.map { ($0.0, schema(of: $0.1)) })),
        ])
    }

    private static func schema(of shape: SpecShape) -> DumpValue {
        switch shape {
        case .string:
            return .map([("type", .list([.string("string"), .string("number"), .string("boolean")]))])
        case .boolean:
            return .map([("anyOf", .list([
                .map([("type", .string("boolean"))]),
                .map([("enum", .list(["true", "false", "True", "False", "TRUE", "FALSE"].map(DumpValue.string)))]),
                reference,
            ]))])
        case .choice(let values):
            let numbers = values.compactMap(Int.init).map(DumpValue.integer)
            return .map([("anyOf", .list([.map([("enum", .list(values.map(DumpValue.string) + numbers))]), reference]))])
        case .list(let item):
            return .map([("type", .list([.string("array"), .string("null")])), ("items", schema(of: item))])
        case .mapping(let keys, let required):
            var pairs: [(String, DumpValue)] = [
                ("type", required.isEmpty ? .list([.string("object"), .string("null")]) : .string("object")),
                ("properties", properties(keys)),
                ("additionalProperties", .bool(false)),
            ]
            if !required.isEmpty { pairs.append(("required", .list(required.map(DumpValue.string)))) }
            return .map(pairs)
        case .dictionary(let value):
            return .map([("type", .list([.string("object"), .string("null")])), ("additionalProperties", schema(of: value))])
        case .either(let shapes):
            return .map([("anyOf", .list(shapes.map(schema(of:))))])
        case .named(let name):
            return .map([("$ref", .string("#/$defs/\(name)"))])
        }
    }

    /// Each key's schema with its summary (and the tools version it needs) as the description.
    private static func properties(_ keys: [SpecKey]) -> DumpValue {
        .map(keys.map { key in
            var description = key.summary
            if let since = key.since { description += " (needs swiftToolsVersion \(since) or later)" }
            guard case .map(let pairs) = schema(of: key.shape) else { return (key.name, schema(of: key.shape)) }
            return (key.name, .map([("description", .string(description))] + pairs))
        })
    }

    /// A string that is one `${VAR}` (or `${VAR:-default}`) reference: modgen expands it
    /// before it reads the value, so it may stand where a choice or a boolean is expected.
    private static var reference: DumpValue {
        .map([("type", .string("string")), ("pattern", .string(#"^\$\{[A-Za-z_][A-Za-z0-9_]*(:-[^}]*)?\}$"#))])
    }
}
