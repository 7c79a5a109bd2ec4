import YAMLTree
import ModgenSpec

/// A module of the resolved graph: what the spec declared, with templates merged, kinds
/// expanded and implicit edges added.
public struct ResolvedModule: Hashable, Sendable {
    public enum Origin: Hashable, Sendable {
        /// Written in the spec's `modules:`.
        case declared
        /// The interface a feature brings (`SearchInterface` for `Search`).
        case interface(ofFeature: String)
        /// The mocks module a feature or interface with `testing: true` brings
        /// (`SearchTesting` for `Search`); `kind` is the kind of the module it mocks.
        case testing(of: String, kind: ModuleKind)
    }

    // Stored in this order, the one-byte fields after the origin, where they fill the bytes
    // it leaves: 104 bytes a module, not 128 (the 7 MB bench spec resolves 68,593).
    public var name: String
    public var origin: Origin
    public var kind: ModuleKind
    /// Feature only: also generate `<name>Example`, an executable wiring it with its Deps.
    public var example: Bool
    public var hasTests: Bool
    /// Where the module is declared (for a generated interface, its feature's place).
    public var location: Mark
    /// Sorted; includes the implicit ones (a feature on its interface, a deps module on the
    /// interfaces of the features it serves).
    public var dependencies: [ModuleDependency]
    /// Features this deps module implements the dependency protocols of. Sorted.
    public var serves: [String]
    /// The stub template set for this module.
    public var templateSet: String
    /// The target's resources, relative to its folder.
    public var targetResources: [TargetResource]
    public var swiftSettings: [SwiftSetting]
    /// Declared modules only; the rest is what the target and its package say, as written.
    public var target = TargetOptions()

    /// The resource folders (the paths of `targetResources`).
    public var resources: [String] { targetResources.map(\.path) }

    public init(
        name: String, kind: ModuleKind, origin: Origin = .declared, location: Mark,
        dependencies: [ModuleDependency] = [], serves: [String] = [], example: Bool = false,
        templateSet: String = "default", resources: [TargetResource] = [], swiftSettings: [SwiftSetting] = [],
        hasTests: Bool = true
    ) {
        self.name = name
        self.kind = kind
        self.origin = origin
        self.location = location
        self.dependencies = dependencies
        self.serves = serves
        self.example = example
        self.templateSet = templateSet
        self.targetResources = resources
        self.swiftSettings = swiftSettings
        self.hasTests = hasTests
    }

    /// Names of the modules this one depends on, in order.
    public var moduleDependencies: [String] {
        dependencies.compactMap { if case .module(let name) = $0 { return name } else { return nil } }
    }
}
