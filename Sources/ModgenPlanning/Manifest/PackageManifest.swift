import ModgenSpec
import ModgenGraph

/// A Package.swift as data: what `ManifestRenderer` turns into text.
///
/// Only the parts of SwiftPM's manifest API a generated module needs; the renderer sorts
/// what SwiftPM does not care about the order of, so equal manifests render to equal bytes.
///
/// The whole model is here: `PackageManifest`, then `ManifestProduct`, `ManifestTarget` and
/// `PackageDependency` (with the layout's rule for the path from one package to another).
package struct PackageManifest: Hashable, Sendable {
    /// The manifest's file name, in every package folder (and at the root in the single layout).
    package static let fileName = "Package.swift"

    /// The spec's platforms are the manifest's: one type, no copy.
    typealias Platform = ProjectOptions.Platform

    /// `5.9`, `6.0`: the first line of the manifest.
    var toolsVersion: String
    /// Where the manifest comes from, for the one-line header (the spec's path).
    var source: String
    var name: String
    /// `defaultLocalization: "en"`; nil: none.
    var defaultLocalization: String?
    var platforms: [Platform]
    var products: [ManifestProduct]
    var dependencies: [PackageDependency]
    var targets: [ManifestTarget]

    init(
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

/// A product a package vends: `.library(...)` or `.executable(...)`.
struct ManifestProduct: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case library, executable
    }

    var kind: Kind
    var name: String
    var targets: [String]
    /// A library's type: `.static`, `.dynamic`, or none (automatic).
    var linkage: Linkage = .automatic

    init(_ kind: Kind, name: String, targets: [String], linkage: Linkage = .automatic) {
        self.kind = kind
        self.name = name
        self.targets = targets
        self.linkage = linkage
    }
}

/// A target of a generated package.
struct ManifestTarget: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        /// `.target`: a library module.
        case regular
        case executable
        case test
        /// `.binaryTarget`: see `artifact`.
        case binary
        /// `.macro`: a compiler plugin (needs `import CompilerPluginSupport`).
        case macro
        /// `.systemLibrary`: see `systemLibrary`.
        case system
    }

    enum Dependency: Hashable, Sendable, Comparable {
        /// A target of the same package, by name (`"Search"`).
        case byName(String)
        /// `.product(name:package:)`; `package` is the SwiftPM identity.
        case product(name: String, package: String)

        /// Same-package names first, by name; then products by package, then name. Compared
        /// case by case: a tuple of sort keys per comparison retained and released its strings
        /// (sorting every manifest's dependencies cost some 7 M instructions at 1,000 features).
        static func < (lhs: Dependency, rhs: Dependency) -> Bool {
            switch (lhs, rhs) {
            case (.byName(let left), .byName(let right)): return left < right
            case (.byName, .product): return true
            case (.product, .byName): return false
            case (.product(let leftName, let leftPackage), .product(let rightName, let rightPackage)):
                return leftPackage != rightPackage ? leftPackage < rightPackage : leftName < rightName
            }
        }
    }

    /// `.process("path")` (with its localization), `.copy("path")` or `.embedInCode("path")`,
    /// relative to the target's folder.
    typealias Resource = TargetResource

    var kind: Kind
    var name: String
    var dependencies: [Dependency]
    /// The target's folder when it is not SwiftPM's default (`Sources/<name>`, `Tests/<name>`).
    var path: String?
    var resources: [Resource]
    var swiftSettings: [SwiftSetting]
    /// Conditions of some `dependencies` (`.when(platforms:)`).
    var dependencyConditions: [Dependency: BuildCondition] = [:]
    var sources: [String] = []
    var exclude: [String] = []
    var cSettings: [CSetting] = []
    var linkerSettings: [LinkerSetting] = []
    /// `.plugin(name:package:)`, `package` the SwiftPM identity.
    var plugins: [Plugin] = []
    /// A binary target's artifact; a path is relative to the package's folder.
    var artifact: BinarySource?
    /// A system library target's pkg-config name and providers.
    var systemLibrary: SystemLibrary?

    struct Plugin: Hashable, Sendable {
        var name: String
        var package: String

        init(name: String, package: String) {
            self.name = name
            self.package = package
        }
    }

    init(
        _ kind: Kind, name: String, dependencies: [Dependency] = [], path: String? = nil,
        resources: [Resource] = [], swiftSettings: [SwiftSetting] = []
    ) {
        self.kind = kind
        self.name = name
        self.dependencies = dependencies
        self.path = path
        self.resources = resources
        self.swiftSettings = swiftSettings
    }
}

/// A `.package(...)` entry: a local package by path or a remote one by URL and requirement.
enum PackageDependency: Hashable, Sendable, Comparable {
    /// `.package(path:)`, relative to the depending package's folder.
    case path(String)
    case url(String, RemotePackage.Requirement)

    /// Local paths first, by path; then URLs, by URL, then requirement (as written). Compared
    /// case by case, as `ManifestTarget.Dependency` is.
    static func < (lhs: PackageDependency, rhs: PackageDependency) -> Bool {
        switch (lhs, rhs) {
        case (.path(let left), .path(let right)): return left < right
        case (.path, .url): return true
        case (.url, .path): return false
        case (.url(let leftURL, let leftRequirement), .url(let rightURL, let rightRequirement)):
            return leftURL != rightURL ? leftURL < rightURL : String(describing: leftRequirement) < String(describing: rightRequirement)
        }
    }
}

extension PackageLayout {
    /// `.package(path:)` from `directory` to another module's package (`packages` layout),
    /// at `packageDirectory` (the module's `packageDirectory(of:)`, found once by the caller).
    func dependency(from directory: RelativePath, onPackageAt packageDirectory: RelativePath) -> PackageDependency {
        .path(directory.relativePath(to: packageDirectory))
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
