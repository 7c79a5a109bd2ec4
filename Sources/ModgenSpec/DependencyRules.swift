import YAMLTree

/// Which kinds of module each kind may depend on (DOMAIN.md), with the spec's `rules:`
/// overrides applied per kind; and how `rules:` is read. A macro module counts as core: a kind
/// that may depend on core may depend on macro modules too.
package struct DependencyRules: Sendable, Hashable {
    private var allowed: [ModuleKind: Set<ModuleKind>]

    /// app -> anything but an executable; feature -> interface, core; interface -> interface, core;
    /// deps -> interface, core, deps; core -> core; binary -> nothing; macro -> core;
    /// executable -> feature, interface, core, deps (nothing may depend on it). As a
    /// dependency, a binary or macro module counts as core (see `allows`).
    package static let defaults = DependencyRules(allowed: [
        .app: Set(ModuleKind.allCases).subtracting([.executable]),
        .feature: [.interface, .core],
        .interface: [.interface, .core],
        .deps: [.interface, .core, .deps],
        .core: [.core],
        .binary: [],
        .macro: [.core],
        .executable: [.feature, .interface, .core, .deps],
        .system: [],
    ])

    private init(allowed: [ModuleKind: Set<ModuleKind>]) {
        self.allowed = allowed
    }

    /// Replaces what `kind` may depend on.
    package mutating func override(_ kind: ModuleKind, allowing kinds: Set<ModuleKind>) {
        allowed[kind] = kinds
    }

    /// Whether `from` may depend on `to`; a binary, macro or system module wherever a core one may;
    /// an executable never (SwiftPM links no target against one), whatever `rules:` say.
    package func allows(_ from: ModuleKind, toDependOn to: ModuleKind) -> Bool {
        guard to != .executable, let kinds = allowed[from] else { return false }
        return kinds.contains(to) || ([.binary, .macro, .system].contains(to) && kinds.contains(.core))
    }

    /// What `kind` may depend on, as written, in `ModuleKind` order (core stands for macro too).
    package func allowedKinds(for kind: ModuleKind) -> [ModuleKind] {
        (allowed[kind] ?? []).filter { $0 != .executable }.sorted()
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
