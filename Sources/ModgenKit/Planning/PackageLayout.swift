/// Where each module's package lives and how one package spells another in `.package(...)`.
///
/// Packages sit at `<packagesDir>/<folder(kind)>/<Name>`; a module's package is named after
/// the module, so its SwiftPM identity is its folder name.
struct PackageLayout: Sendable {
    let options: ProjectOptions
    private let packagesDir: RelativePath

    init(options: ProjectOptions) {
        self.options = options
        self.packagesDir = RelativePath(options.packagesDir)
    }

    func directory(of module: ResolvedModule) -> RelativePath {
        packagesDir.appending(options.folder(for: module.kind)).appending(module.name)
    }

    /// `.package(path:)` from `directory` to another module's package.
    func dependency(from directory: RelativePath, on module: ResolvedModule) -> PackageDependency {
        .path(directory.relativePath(to: self.directory(of: module)))
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
