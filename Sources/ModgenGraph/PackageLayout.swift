import ModgenSpec

/// Where each module's files live and how one module spells a dependency on another.
///
/// - `packages` (the default): one package per module at `<packagesDir>/<folder(kind)>/<Name>`,
///   named after the module, so its SwiftPM identity is its folder name; modules depend on
///   each other with `.package(path:)` and `.product(name:package:)`. A module with
///   `package: Host` has its targets in the host's package instead (`Sources/<Name>`,
///   `Tests/<Name>Tests` there), and the modules of one package depend on each other by name.
/// - `single` (seed 002): one package at the output root (`Package.swift`, `Sources/<Name>`,
///   `Tests/<Name>Tests`); modules depend on each other by target name. `packagesDir` and
///   `folders` are not used.
package struct PackageLayout: Sendable {
    package let options: ProjectOptions
    private let packagesDir: RelativePath

    package init(options: ProjectOptions) {
        self.options = options
        self.packagesDir = RelativePath(options.packagesDir)
    }

    package var isSingle: Bool { options.layout == .single }

    /// The folder of the package holding the module's targets: its own package, or the root.
    package func directory(of module: ResolvedModule) -> RelativePath {
        isSingle ? RelativePath("") : packageDirectory(of: module)
    }

    /// The module's folder from the output root, as README, `graph` and templates show it: its
    /// package (`Packages/Features/Search`), or in the single layout its target's folder
    /// (`Sources/Search`, or the module's `path:`).
    package func modulePath(of module: ResolvedModule) -> RelativePath {
        if isSingle { return RelativePath(TargetFolders.main(of: module)) }
        guard module.target.packageHost != nil else { return packageDirectory(of: module) }
        return packageDirectory(of: module).appending(TargetFolders.main(of: module))
    }

    /// Where the `packages` layout puts the module's package, whatever the layout in use; an
    /// `XTesting` module sits in the folder of the module it mocks; a module with `package:`
    /// is in its host's package.
    package func packageDirectory(of module: ResolvedModule) -> RelativePath {
        if let host = module.target.packageHost {
            return packagesDir.appending(options.folder(for: host.kind)).appending(host.name)
        }
        return packagesDir.appending(options.folder(for: Self.folderKind(of: module))).appending(module.name)
    }

    /// The kind whose folder holds the module's own package: an `XTesting` module sits with
    /// the module it mocks.
    package static func folderKind(of module: ResolvedModule) -> ModuleKind {
        if case .testing(_, let mockedKind) = module.origin { return mockedKind }
        return module.kind
    }

    /// The SwiftPM identity of the package holding the module (`packages` layout): its folder's name.
    package func packageIdentity(of module: ResolvedModule) -> String {
        module.target.packageHost?.name ?? module.name
    }
}
