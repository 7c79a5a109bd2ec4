import YAMLTree

/// Merges `include:` files into the spec, recursively, with XcodeGen's semantics: included
/// files merge in order, then the including file on top (it wins).
struct IncludeResolver {
    let reader: SchemaReader
    let files: SpecFileReader
    private var included: Set<String> = []

    init(reader: SchemaReader, files: SpecFileReader) {
        self.reader = reader
        self.files = files
    }

    /// `root` (read from `path`) with every include merged in and the `include` keys removed.
    mutating func resolve(_ root: Mapping, path: String) -> Mapping {
        included.insert(SpecPath.identity(of: path))
        return resolve(root, chain: [(SpecPath.identity(of: path), path)])
    }

    private mutating func resolve(_ mapping: Mapping, chain: [(identity: String, path: String)]) -> Mapping {
        guard let includeNode = mapping["include"], let current = chain.last else { return mapping }
        var base = Mapping()
        for entry in IncludeEntry.entries(of: includeNode, reader: reader) {
            let path = SpecPath.resolve(entry.path, relativeTo: current.path)
            let identity = SpecPath.identity(of: path)
            if chain.contains(where: { $0.identity == identity }) {
                let cycle = (chain.map(\.path) + [path]).joined(separator: " -> ")
                reader.log.error("include cycle: \(cycle)", at: entry.mark)
                continue
            }
            guard included.insert(identity).inserted else {
                reader.log.warning("'\(path)' is already included; skipped", at: entry.mark)
                continue
            }
            guard let child = files.read(path, includedAt: entry.mark)?.mapping else { continue }
            base = NodeMerger.merge(resolve(child, chain: chain + [(identity, path)]), onto: base)
        }
        let own = Mapping(mapping.entries.filter { $0.key.text != "include" })
        return NodeMerger.merge(own, onto: base)
    }
}
