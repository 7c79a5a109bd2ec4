import ModgenSpec

/// A Package.swift as data: what `ManifestRenderer` turns into text.
///
/// Only the parts of SwiftPM's manifest API a generated module needs; the renderer sorts
/// what SwiftPM does not care about the order of, so equal manifests render to equal bytes.
public struct PackageManifest: Hashable, Sendable {
    /// The spec's platforms are the manifest's: one type, no copy.
    public typealias Platform = ProjectOptions.Platform

    /// `5.9`, `6.0`: the first line of the manifest.
    public var toolsVersion: String
    /// Where the manifest comes from, for the one-line header (the spec's path).
    public var source: String
    public var name: String
    /// `defaultLocalization: "en"`; nil: none.
    public var defaultLocalization: String?
    public var platforms: [Platform]
    public var products: [ManifestProduct]
    public var dependencies: [PackageDependency]
    public var targets: [ManifestTarget]

    public init(
        toolsVersion: String, source: String, name: String, platforms: [Platform] = [],
        products: [ManifestProduct] = [], dependencies: [PackageDependency] = [], targets: [ManifestTarget] = []
    ) {
        self.toolsVersion = toolsVersion
        self.source = source
        self.name = name
        self.platforms = platforms
        self.products = products
        self.dependencies = dependencies
        self.targets = targets
    }
}
