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
        switch key {
        case "from": return version(entry.value, "'from'").map { .from($0.text) }
        case "exact": return version(entry.value, "'exact'").map { .exact($0.text) }
        case "branch": return reader.nonEmptyString(entry.value, "'branch'").map { .branch($0) }
        case "revision": return revision(entry.value)
        default:
            guard let max = fields.entry(forKey: "maxVersion") else {
                reader.log.error("'minVersion' needs 'maxVersion'", at: entry.key.mark)
                return nil
            }
            let lower = version(entry.value, "'minVersion'")
            guard let upper = version(max.value, "'maxVersion'"), let lower else { return nil }
            guard lower.version < upper.version else {
                reader.log.error(
                    "'maxVersion' \(upper.text) must be above 'minVersion' \(lower.text): the range is minVersion..<maxVersion",
                    at: max.value.mark)
                return nil
            }
            return .range(lower.text, upper.text)
        }
    }

    /// A semantic version as SwiftPM parses it, kept as written; a near miss (`1.5`) is told its fix.
    private func version(_ node: Node, _ what: String) -> (text: String, version: SemanticVersion)? {
        guard let text = reader.nonEmptyString(node, what) else { return nil }
        if let version = SemanticVersion(text) { return (text, version) }
        if let fix = SemanticVersion.fix(for: text) {
            reader.log.error("\(what) is '\(text)', which SwiftPM refuses (\"Invalid semantic version string\"): write \(fix)", at: node.mark)
        } else {
            reader.log.error("\(what) must be a semantic version like 1.5.0 (MAJOR.MINOR.PATCH), found '\(text)'", at: node.mark)
        }
        return nil
    }

    /// A commit hash: hexadecimal, 7 to 64 digits.
    private func revision(_ node: Node) -> RemotePackage.Requirement? {
        guard let text = reader.nonEmptyString(node, "'revision'") else { return nil }
        let isHex = text.utf8.allSatisfy { byte in
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
        }
        guard isHex, (7...64).contains(text.utf8.count) else {
            reader.log.error("'revision' must be a commit hash (7 to 64 hexadecimal digits), found '\(text)'; for a branch write 'branch:'", at: node.mark)
            return nil
        }
        return .revision(text)
    }
}
