import YAMLTree

/// The version requirement of a remote package: exactly one of `from`, `exact`, `branch`,
/// `revision`, or `minVersion` with `maxVersion`. Versions stay the text written.
struct RequirementReader {
    let reader: SchemaReader

    func requirement(_ fields: Mapping, alias: String, at mark: Mark) -> RemotePackage.Requirement? {
        let given = SpecKeys.requirements.compactMap { fields.entry(forKey: $0) }
            .sorted { $0.key.mark < $1.key.mark }
        guard let first = given.first, let key = first.key.text else {
            if let max = fields.entry(forKey: "maxVersion") {
                reader.log.error("'maxVersion' needs 'minVersion'", at: max.key.mark)
            } else {
                reader.log.error(
                    "package '\(alias)' needs a version: from, exact, branch, revision or minVersion+maxVersion",
                    at: mark)
            }
            return nil
        }
        for extra in given.dropFirst() {
            reader.log.error("'\(extra.key.text ?? "")' conflicts with '\(key)': give one requirement", at: extra.key.mark)
        }
        if key != "minVersion", let max = fields.entry(forKey: "maxVersion") {
            reader.log.error("'maxVersion' goes with 'minVersion', not '\(key)'", at: max.key.mark)
        }
        guard given.count == 1 else { return nil }
        return requirement(key, first, fields)
    }

    private func requirement(_ key: String, _ entry: Mapping.Entry, _ fields: Mapping) -> RemotePackage.Requirement? {
        guard let value = reader.nonEmptyString(entry.value, "'\(key)'") else { return nil }
        switch key {
        case "from": return .from(value)
        case "exact": return .exact(value)
        case "branch": return .branch(value)
        case "revision": return .revision(value)
        default:
            guard let max = fields.entry(forKey: "maxVersion") else {
                reader.log.error("'minVersion' needs 'maxVersion'", at: entry.key.mark)
                return nil
            }
            return reader.nonEmptyString(max.value, "'maxVersion'").map { .range(value, $0) }
        }
    }
}
