import ModgenGraph
import ModgenSpec

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

extension PackageLayout {
    /// `.package(path:)` from `directory` to another module's package (`packages` layout).
    func dependency(from directory: RelativePath, on module: ResolvedModule) -> PackageDependency {
        .path(directory.relativePath(to: packageDirectory(of: module)))
    }

    /// `.package(path:)` or `.package(url:...)` for a package of the spec's `packages:`;
    /// nil for a URL without a requirement. Local paths are relative to the output root
    /// unless absolute.
    func dependency(from directory: RelativePath, on package: RemotePackage) -> PackageDependency? {
        switch package.location {
        case .path(let path) where path.hasPrefix("/"):
            return .path(path)
        case .path(let path):
            return .path(directory.relativePath(to: RelativePath(path)))
        case .url(let url):
            return package.requirement.map { .url(url, $0) }
        }
    }
}
