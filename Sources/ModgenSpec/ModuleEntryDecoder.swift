import YAMLTree

/// Reads `modules:` entries into modules, one after another: each entry's keys checked where
/// written, its templates applied, then typed (`SpecModule.decode`). What the serial load and
/// each part of a split load (`ModuleDecodeSplit`) run, so all read an entry the same way.
struct ModuleEntryDecoder {
    let reader: SchemaReader
    let options: ProjectOptions

    /// Decodes `entries` in order: each module goes to `emit`, the name of each entry that
    /// made none to `broken`.
    func decode(
        _ entries: UnsafeBufferPointer<Mapping.Entry>, resolver: inout TemplateResolver,
        broken: inout Set<String>, emit: (consuming SpecModule) -> Void
    ) {
        for index in entries.indices {
            let key = entries[index].key
            let name = key.text ?? ""
            if case .mapping(let fields) = entries[index].value.content {
                reader.checkKeys(fields, keys: SpecKeys.module, in: "module '\(name)'")
            }
            if let merged = resolver.apply(toModule: name, entries[index].value),
               let module = SpecModule.decode(merged, reader, name: key, options: options) {
                emit(module)
            } else {
                broken.insert(name)
            }
        }
    }
}
