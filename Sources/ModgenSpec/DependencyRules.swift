import YAMLTree

/// Which kinds of module each kind may depend on (DOMAIN.md), with the spec's `rules:`
/// overrides applied per kind; and how `rules:` is read.
package struct DependencyRules: Sendable, Hashable {
    private var allowed: [ModuleKind: Set<ModuleKind>]

    /// app -> anything; feature -> interface, core; interface -> interface, core;
    /// deps -> interface, core, deps; core -> core; binary -> nothing (and as a dependency, a
    /// binary module counts as core: see `allows`).
    package static let defaults = DependencyRules(allowed: [
        .app: Set(ModuleKind.allCases),
        .feature: [.interface, .core],
        .interface: [.interface, .core],
        .deps: [.interface, .core, .deps],
        .core: [.core],
        .binary: [],
    ])

    private init(allowed: [ModuleKind: Set<ModuleKind>]) {
        self.allowed = allowed
    }

    /// Replaces what `kind` may depend on.
    package mutating func override(_ kind: ModuleKind, allowing kinds: Set<ModuleKind>) {
        allowed[kind] = kinds
    }

    /// A binary module may be used wherever a core module may.
    package func allows(_ from: ModuleKind, toDependOn to: ModuleKind) -> Bool {
        allowed[from]?.contains(to == .binary ? .core : to) ?? false
    }

    /// What `kind` may depend on, in `ModuleKind` order.
    package func allowedKinds(for kind: ModuleKind) -> [ModuleKind] {
        (allowed[kind] ?? []).sorted()
    }

    /// `rules:`: per kind, the kinds it may depend on, replacing that kind's default; the
    /// defaults when there is no `rules:`.
    static func decode(_ node: Node?, _ reader: SchemaReader) -> DependencyRules {
        var rules = DependencyRules.defaults
        guard let node, let mapping = reader.mapping(node, "'rules'") else { return rules }
        for entry in mapping.entries {
            guard let kind = ModuleKind.decode(entry.key, reader, what: "a key of 'rules'"),
                  let items = reader.sequence(entry.value, "the rule of \(kind.rawValue)") else { continue }
            rules.override(kind, allowing: Set(items.compactMap { ModuleKind.decode($0, reader, what: "an entry of the rule of \(kind.rawValue)") }))
        }
        return rules
    }
}
