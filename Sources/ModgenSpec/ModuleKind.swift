/// The five kinds of module a modular iOS app is made of (see DOMAIN.md).
public enum ModuleKind: String, CaseIterable, Sendable, Hashable, Comparable {
    case app, feature, interface, core, deps

    public static func < (lhs: ModuleKind, rhs: ModuleKind) -> Bool {
        lhs.order < rhs.order
    }

    private var order: Int { ModuleKind.allCases.firstIndex(of: self) ?? 0 }

    /// The folder under `packagesDir` that holds this kind's packages unless the spec says otherwise.
    public var defaultFolder: String {
        switch self {
        case .app: return "App"
        case .feature, .interface: return "Features"
        case .core: return "Core"
        case .deps: return "Deps"
        }
    }
}
