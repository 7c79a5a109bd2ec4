/// One dependency of a module: another module of the graph, or a product of a package.
public enum ModuleDependency: Hashable, Sendable, Comparable {
    case module(String)
    /// A product of a package listed under `packages:` (by its alias).
    case product(name: String, package: String)

    public static func < (lhs: ModuleDependency, rhs: ModuleDependency) -> Bool {
        lhs.sortKey < rhs.sortKey
    }

    private var sortKey: (Int, String, String) {
        switch self {
        case .module(let name): return (0, name, "")
        case .product(let name, let package): return (1, package, name)
        }
    }
}
