/// One dependency of a module: another module of the graph, or a product of a package.
public enum ModuleDependency: Hashable, Sendable, Comparable {
    case module(String)
    /// A product of a package listed under `packages:` (by its alias).
    /// Boxed: a dependency takes the room of a module's name (24 bytes a dependency, not 40),
    /// and modules are nearly all of them (the 7 MB bench spec's modules list 263,000).
    indirect case product(name: String, package: String)

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
