import ModgenSpec

/// One module of the imported spec: a target of some manifest with its tests, interface,
/// mocks and example folded in, by the spec's keys.
package struct ImportedModule: Sendable, Hashable {
    /// A dependency as the spec writes it: a module (or a name a module brings) or a package's product.
    package enum Dependency: Sendable, Hashable {
        case module(String)
        case product(String, alias: String)
    }

    package struct Edge: Sendable, Hashable {
        package var dependency: Dependency
        package var platforms: [String]
    }

    package var name: String
    package var kind: ModuleKind
    /// The manifest it came from, relative to the imported folder.
    package var manifestPath: String
    /// The package's folder, relative to the imported folder.
    package var directory: String
    package var dependencies: [Edge] = []
    package var interfaceDependencies: [Edge] = []
    package var testDependencies: [Edge] = []
    package var tests = false
    package var testing = false
    package var example = false
    package var serves: [String] = []
    package var platforms: [ProjectOptions.Platform]?
    package var linkage: Linkage = .automatic
    /// False when its package vends no product for it (`product: false`).
    package var vendsProduct = true
    package var path: String?
    /// `package:`: the module whose package also holds this one's targets.
    package var packageHost: String?
    package var sources: [String] = []
    package var exclude: [String] = []
    package var resources: [TargetResource] = []
    package var testResources: [TargetResource] = []
    package var testExclude: [String] = []
    /// `testTargets:`: test targets besides `<Name>Tests`, by name.
    package var testTargets: [ImportedTestTarget] = []
    package var swiftSettings: [SwiftSetting] = []
    package var cSettings: [CSetting] = []
    package var linkerSettings: [LinkerSetting] = []
    package var plugins: [(package: String, product: String)] = []
    package var binary: BinarySource?
    package var systemLibrary: SystemLibrary?

    package init(name: String, kind: ModuleKind, manifestPath: String, directory: String) {
        self.name = name
        self.kind = kind
        self.manifestPath = manifestPath
        self.directory = directory
    }

    package static func == (lhs: ImportedModule, rhs: ImportedModule) -> Bool {
        lhs.name == rhs.name && lhs.kind == rhs.kind && lhs.dependencies == rhs.dependencies
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(name)
    }
}
