import YAMLTree

/// What a `type: macro` module says beyond other modules: its tools version (SwiftPM's
/// `.macro` target and `CompilerPluginSupport` came with 5.9) and `syntax:`, the alias of the
/// swift-syntax package its compiler plugin builds on. Which package that is, when `syntax:` is
/// not written, is the graph's to decide (`MacroSyntaxCheck`): it needs every package.
extension SpecModule {
    /// The tools version SwiftPM's macro targets need.
    static let macroToolsVersion = ToolsVersion(5, 9)

    /// The gate on `type: macro`, and `syntax:`, which only a macro module takes.
    mutating func readMacro(_ fields: Mapping, _ reader: SchemaReader, type typeNode: Node) {
        if kind == .macro {
            reader.require(Self.macroToolsVersion, for: "type 'macro' (a .macro target)", at: typeNode.mark)
        }
        guard let entry = fields.entry(forKey: "syntax") else { return }
        guard kind == .macro else {
            reader.log.error("'syntax' applies to macro modules only; '\(name)' is \(kind.article) module", at: entry.key.mark)
            return
        }
        syntax = reader.nonEmptyString(entry.value, "'syntax'").map { Located($0, at: entry.value.mark) }
    }
}
