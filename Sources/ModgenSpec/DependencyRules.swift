/// Which kinds of module each kind may depend on (DOMAIN.md), with the spec's `rules:`
/// overrides applied per kind.
public struct DependencyRules: Sendable, Hashable {
    private var allowed: [ModuleKind: Set<ModuleKind>]

    /// app -> anything; feature -> interface, core; interface -> interface, core;
    /// deps -> interface, core, deps; core -> core.
    public static let defaults = DependencyRules(allowed: [
        .app: Set(ModuleKind.allCases),
        .feature: [.interface, .core],
        .interface: [.interface, .core],
        .deps: [.interface, .core, .deps],
        .core: [.core],
    ])

    private init(allowed: [ModuleKind: Set<ModuleKind>]) {
        self.allowed = allowed
    }

    /// Replaces what `kind` may depend on.
    public mutating func override(_ kind: ModuleKind, allowing kinds: Set<ModuleKind>) {
        allowed[kind] = kinds
    }

    public func allows(_ from: ModuleKind, toDependOn to: ModuleKind) -> Bool {
        allowed[from]?.contains(to) ?? false
    }

    /// What `kind` may depend on, in `ModuleKind` order.
    public func allowedKinds(for kind: ModuleKind) -> [ModuleKind] {
        (allowed[kind] ?? []).sorted()
    }
}
