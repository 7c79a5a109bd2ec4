/// A `.package(...)` entry: a local package by path or a remote one by URL and requirement.
public enum PackageDependency: Hashable, Sendable, Comparable {
    /// `.package(path:)`, relative to the depending package's folder.
    case path(String)
    case url(String, RemotePackage.Requirement)

    /// Local packages first, then remote ones, each by location.
    public static func < (lhs: PackageDependency, rhs: PackageDependency) -> Bool {
        lhs.sortKey < rhs.sortKey
    }

    private var sortKey: (Int, String, String) {
        switch self {
        case .path(let path): return (0, path, "")
        case .url(let url, let requirement): return (1, url, String(describing: requirement))
        }
    }
}
