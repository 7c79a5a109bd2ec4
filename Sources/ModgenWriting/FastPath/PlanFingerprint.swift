import ModgenGraph
import ModgenPlanning
import ModgenReporting

/// Everything a plan is made from, reduced to 128 bits: modgen's version, the spec path the
/// generated headers name, the resolved graph as `ResolvedSpecDump` renders it (every field
/// the planner reads), and the relative path and bytes of every file in each template set the
/// modules use. The same inputs give the same fingerprint on every machine (no absolute paths,
/// no times), so `.modgen/inputs` may be committed with the tree.
///
/// Equal fingerprints mean equal plans, except for the stubs already on disk, which the planner
/// leaves unrendered: the writer's fast path checks those on disk (`TreeWriter.unchangedReport`).
public struct PlanFingerprint: Hashable, Sendable, CustomStringConvertible {
    public var first: UInt64
    public var second: UInt64

    init(first: UInt64, second: UInt64) {
        self.first = first
        self.second = second
    }

    /// Nil when a template set cannot be found or read: then there is no fast path, and
    /// planning reports the problem.
    public init?(version: String, graph: ModuleGraph, specReference: String, templates: TemplateLocator) {
        var hasher = FingerprintHasher()
        hasher.feed(string: "modgen plan fingerprint 1")
        hasher.feed(string: version)
        hasher.feed(string: specReference)
        hasher.feed(ResolvedSpecDump.value(of: graph))
        let sets = Set(graph.modules.map(\.templateSet)).sorted()
        hasher.feed(tag: FingerprintHasher.Tag.list, count: sets.count)
        for name in sets {
            guard let directory = try? templates.directory(ofSet: name, templatesPath: graph.options.templatesPath),
                let contents = FolderContents.read(directory)
            else { return nil }
            hasher.feed(string: name)
            hasher.feed(contents)
        }
        (first, second) = hasher.finish()
    }

    /// Thirty-two lowercase hex digits.
    public var description: String {
        ContentHash(value: first).description + ContentHash(value: second).description
    }
}

extension FingerprintHasher {
    mutating func feed(_ value: DumpValue) {
        switch value {
        case .string(let text): feed(string: text)
        case .bool(let flag): feed(bool: flag)
        case .integer(let number): feed(string: String(number))  // only the schema holds integers; no dump does
        case .list(let items):
            feed(tag: Tag.list, count: items.count)
            for item in items { feed(item) }
        case .map(let pairs):
            feed(tag: Tag.map, count: pairs.count)
            for (key, item) in pairs {
                feed(string: key)
                feed(item)
            }
        }
    }

    mutating func feed(_ contents: FolderContents) {
        feed(tag: Tag.list, count: contents.files.count)
        for file in contents.files {
            feed(string: file.path)
            feed(bool: file.isSpecial)
            feed(bytes: file.bytes)
        }
    }
}
