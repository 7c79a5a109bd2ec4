/// Where each module's files live and how one module spells a dependency on another.
///
/// - `packages` (the default): one package per module at `<packagesDir>/<folder(kind)>/<Name>`,
///   named after the module, so its SwiftPM identity is its folder name; modules depend on
///   each other with `.package(path:)` and `.product(name:package:)`.
/// - `single` (seed 002): one package at the output root (`Package.swift`, `Sources/<Name>`,
///   `Tests/<Name>Tests`); modules depend on each other by target name. `packagesDir` and
///   `folders` are not used.
struct PackageLayout: Sendable {
    let options: ProjectOptions
    private let packagesDir: RelativePath

    init(options: ProjectOptions) {
        self.options = options
        self.packagesDir = RelativePath(options.packagesDir)
    }

    var isSingle: Bool { options.layout == .single }

    /// The folder of the package holding the module's targets: its own package, or the root.
    func directory(of module: ResolvedModule) -> RelativePath {
        isSingle ? RelativePath("") : packageDirectory(of: module)
    }

    /// The module's folder from the output root, as README, `graph` and `dump` show it: its
    /// package (`Packages/Features/Search`), or in the single layout its sources (`Sources/Search`).
    func modulePath(of module: ResolvedModule) -> RelativePath {
        isSingle ? RelativePath("Sources").appending(module.name) : packageDirectory(of: module)
    }

    /// Where the `packages` layout puts the module's package, whatever the layout in use.
    func packageDirectory(of module: ResolvedModule) -> RelativePath {
        packagesDir.appending(options.folder(for: module.kind)).appending(module.name)
    }

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
