import YAMLTree

/// `packages:` into `RemotePackage`s: a URL with exactly one requirement, or a local path.
struct PackagesDecoder {
    let reader: SchemaReader

    /// The packages that read cleanly, and the aliases of those that did not.
    func decode(_ node: Node?) -> (packages: [SpecPackage], broken: Set<String>) {
        guard let node, let mapping = reader.mapping(node, "'packages'") else { return ([], []) }
        var packages: [SpecPackage] = []
        var broken: Set<String> = []
        for entry in mapping.entries {
            guard let alias = entry.key.text, !alias.isEmpty else {
                reader.log.error("a package needs a name, found \(entry.key.shapeForMessage)", at: entry.key.mark)
                continue
            }
            if let package = package(alias, entry) {
                packages.append(SpecPackage(package: package, mark: entry.key.mark))
            } else {
                broken.insert(alias)
            }
        }
        return (packages, broken)
    }

    private func package(_ alias: String, _ entry: Mapping.Entry) -> RemotePackage? {
        guard let fields = reader.mapping(entry.value, "package '\(alias)'") else { return nil }
        reader.checkKeys(fields, keys: SpecKeys.package, in: "package '\(alias)'")
        switch (fields.entry(forKey: "url"), fields.entry(forKey: "path")) {
        case (.some(let url), .none):
            guard let location = reader.nonEmptyString(url.value, "'url'") else { return nil }
            guard let requirement = RequirementReader(reader: reader).requirement(fields, alias: alias, at: entry.key.mark)
            else { return nil }
            return RemotePackage(alias: alias, location: .url(location), requirement: requirement)
        case (.none, .some(let path)):
            if let extra = SpecKeys.requirements.compactMap({ fields.entry(forKey: $0) }).first {
                reader.log.error("a local package ('path') takes no version requirement: remove '\(extra.key.text ?? "")'", at: extra.key.mark)
            }
            guard let location = reader.nonEmptyString(path.value, "'path'") else { return nil }
            return RemotePackage(alias: alias, location: .path(location), requirement: nil)
        case (.some, .some(let path)):
            reader.log.error("package '\(alias)' has both 'url' and 'path': keep one", at: path.key.mark)
            return nil
        case (.none, .none):
            reader.log.error("package '\(alias)' needs 'url' (a remote package) or 'path' (a local one)", at: entry.key.mark)
            return nil
        }
    }
}
