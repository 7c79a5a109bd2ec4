import Foundation
import YAMLTree

/// Merges `include:` files into the spec, recursively, with XcodeGen's semantics: included
/// files merge in order, then the including file on top (it wins). Also the entries of
/// `include:` (`IncludeEntry`) and how an included path is found (`SpecPath`).
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
        for entry in IncludeEntry.decodeAll(includeNode, reader) {
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

/// One entry of `include:`: a path (relative to the including file) that is enabled.
struct IncludeEntry {
    var path: String
    var mark: Mark

    /// The enabled entries of an `include:` value: a path, `{ path, enable }`, or a sequence
    /// of those. `enable` false or empty (after environment expansion) skips the entry.
    static func decodeAll(_ node: Node, _ reader: SchemaReader) -> [IncludeEntry] {
        if let items = node.sequence { return items.compactMap { decode($0, reader) } }
        if node.isEmptyValue { return [] }
        return decode(node, reader).map { [$0] } ?? []
    }

    /// A path, or `{ path, enable }`; nil when disabled or wrong (logged).
    static func decode(_ node: Node, _ reader: SchemaReader) -> IncludeEntry? {
        if node.scalar != nil {
            return reader.nonEmptyString(node, "an include path").flatMap { checked($0, at: node, reader: reader) }
        }
        guard let mapping = node.mapping else {
            reader.mismatch(node, "an include entry", expected: "a path or { path, enable }")
            return nil
        }
        reader.checkKeys(mapping, keys: SpecKeys.include, in: "an include entry")
        guard let pathNode = mapping["path"] else {
            reader.log.error("an include entry needs 'path'", at: node.mark)
            return nil
        }
        if let enableNode = mapping["enable"], !isEnabled(enableNode, reader: reader) { return nil }
        return reader.nonEmptyString(pathNode, "'path'").flatMap { checked($0, at: node, reader: reader) }
    }

    /// The entry, or nil (with an error at `node`) when no file can have that path: a NUL
    /// ends a path for the system, so `a.yml\0x` would silently read `a.yml`.
    private static func checked(_ path: String, at node: Node, reader: SchemaReader) -> IncludeEntry? {
        guard !path.utf8.contains(0) else {
            reader.log.error("an include path cannot contain a NUL character (\\0): no file name can", at: node.mark)
            return nil
        }
        return IncludeEntry(path: path, mark: node.mark)
    }

    private static func isEnabled(_ node: Node, reader: SchemaReader) -> Bool {
        guard let text = reader.string(node, "'enable'") else { return false }
        if text.isEmpty { return false }
        return reader.bool(node, "'enable'") ?? false
    }
}

/// Paths of spec files as the user sees them (relative stays relative), and their identity.
enum SpecPath {
    /// `included` relative to the folder of `includingFile`, with `.` and `x/..` folded away;
    /// a path that folds away entirely (`.`, `a/..`) is the current folder, `.`, never "".
    static func resolve(_ included: String, relativeTo includingFile: String) -> String {
        if included.hasPrefix("/") { return normalized(included) }
        let folder = (includingFile as NSString).deletingLastPathComponent
        let path = normalized(folder.isEmpty ? included : folder + "/" + included)
        return path.isEmpty ? "." : path
    }

    /// The same file however it is spelled: absolute, standardized, symlinks resolved.
    static func identity(of path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// `path` folded as `RelativePath` folds (`.` dropped, `a/..` folded), keeping a leading `/`.
    static func normalized(_ path: String) -> String {
        let joined = RelativePath(path).components.joined(separator: "/")
        return path.hasPrefix("/") ? "/" + joined : joined
    }
}
