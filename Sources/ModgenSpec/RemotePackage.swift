import YAMLTree

/// A SwiftPM package the spec names under `packages:`, by URL or local path; `SpecPackage`,
/// one entry with its place; and how `packages:` is read: a URL with exactly one version
/// requirement, or a local path.
public struct RemotePackage: Hashable, Sendable {
    package enum Location: Hashable, Sendable {
        case url(String)
        /// A local package, relative to the output root.
        case path(String)
    }

    public enum Requirement: Hashable, Sendable {
        case from(String)
        case exact(String)
        /// `"min"..<"max"`.
        case range(String, String)
        case branch(String)
        case revision(String)
    }

    /// The name the spec uses for it (`Collections`).
    package var alias: String
    package var location: Location
    /// nil for a local package.
    package var requirement: Requirement?

    package init(alias: String, location: Location, requirement: Requirement?) {
        self.alias = alias
        self.location = location
        self.requirement = requirement
    }

    /// SwiftPM's identity: the last path component, without `.git`, lowercased
    /// (`swift-collections`, not the alias `Collections`).
    package var identity: String {
        let raw: String
        switch location {
        case .url(let url): raw = url
        case .path(let path): raw = path
        }
        var last = raw.split(separator: "/").last.map(String.init) ?? raw
        if last.hasSuffix(".git") { last.removeLast(4) }
        return last.lowercased()
    }
}

/// A `packages:` entry and where it is written.
package struct SpecPackage: Sendable, Hashable {
    package var package: RemotePackage
    package var mark: Mark

    /// The packages that read cleanly, and the aliases of those that did not.
    static func decodeAll(_ node: Node?, _ reader: SchemaReader) -> (packages: [SpecPackage], broken: Set<String>) {
        guard let node, let mapping = reader.mapping(node, "'packages'") else { return ([], []) }
        var packages: [SpecPackage] = []
        var broken: Set<String> = []
        for entry in mapping.entries {
            guard let alias = entry.key.text, !alias.isEmpty else {
                reader.log.error("a package needs a name, found \(entry.key.shapeForMessage)", at: entry.key.mark)
                continue
            }
            if let package = RemotePackage.decode(entry.value, reader, alias: alias, at: entry.key.mark) {
                packages.append(SpecPackage(package: package, mark: entry.key.mark))
            } else {
                broken.insert(alias)
            }
        }
        return (packages, broken)
    }
}

extension RemotePackage {
    /// One `packages:` entry, its alias written at `mark`: `url` with a requirement, or
    /// `path` without one.
    static func decode(_ node: Node, _ reader: SchemaReader, alias: String, at mark: Mark) -> RemotePackage? {
        guard let fields = reader.mapping(node, "package '\(alias)'") else { return nil }
        reader.checkKeys(fields, keys: SpecKeys.package, in: "package '\(alias)'")
        switch (fields.entry(forKey: "url"), fields.entry(forKey: "path")) {
        case (.some(let url), .none):
            guard let location = reader.nonEmptyString(url.value, "'url'") else { return nil }
            guard let requirement = Requirement.decode(fields, reader, alias: alias, at: mark)
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
            reader.log.error("package '\(alias)' needs 'url' (a remote package) or 'path' (a local one)", at: mark)
            return nil
        }
    }
}

extension RemotePackage.Requirement {
    /// Exactly one of `from`, `exact`, `branch`, `revision`, or `minVersion` with `maxVersion`;
    /// versions stay the text written.
    static func decode(_ fields: Mapping, _ reader: SchemaReader, alias: String, at mark: Mark) -> RemotePackage.Requirement? {
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
        return requirement(key, first, fields, reader)
    }

    private static func requirement(_ key: String, _ entry: Mapping.Entry, _ fields: Mapping, _ reader: SchemaReader) -> RemotePackage.Requirement? {
        switch key {
        case "from": return version(entry.value, "'from'", reader).map { .from($0.text) }
        case "exact": return version(entry.value, "'exact'", reader).map { .exact($0.text) }
        case "branch": return reader.nonEmptyString(entry.value, "'branch'").map { .branch($0) }
        case "revision": return revision(entry.value, reader)
        default:
            guard let max = fields.entry(forKey: "maxVersion") else {
                reader.log.error("'minVersion' needs 'maxVersion'", at: entry.key.mark)
                return nil
            }
            let lower = version(entry.value, "'minVersion'", reader)
            guard let upper = version(max.value, "'maxVersion'", reader), let lower else { return nil }
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
    private static func version(_ node: Node, _ what: String, _ reader: SchemaReader) -> (text: String, version: SemanticVersion)? {
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
    private static func revision(_ node: Node, _ reader: SchemaReader) -> RemotePackage.Requirement? {
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
