import YAMLTree

/// A `modules:` entry, typed, with its templates applied.
public struct SpecModule: Sendable, Hashable {
    public var name: String
    /// Where its name is written.
    public var mark: Mark
    public var kind: ModuleKind
    public var dependencies: [SpecDependency] = []
    /// Feature only: what its generated interface depends on.
    public var interfaceDependencies: [SpecDependency] = []
    /// Feature only.
    public var example: Bool = false
    /// Deps only: the features it serves.
    public var serves: [Located<String>] = []
    /// nil: the spec's `options.templateSet`.
    public var templateSet: String?
    /// What its test target depends on besides the module.
    public var testDependencies: [SpecDependency] = []
    /// nil: `options.platforms`.
    public var platforms: [ProjectOptions.Platform]?
    public var linkage: Linkage = .automatic
    /// The target's folder, relative to its package; nil: SwiftPM's `Sources/<name>`.
    public var path: String?
    public var sources: [String] = []
    public var exclude: [String] = []
    public var resources: [TargetResource] = []
    public var testResources: [TargetResource] = []
    public var swiftSettings: [SwiftSetting] = []
    public var cSettings: [CSetting] = []
    public var linkerSettings: [LinkerSetting] = []
    public var plugins: [Located<PluginUsage>] = []
    public var tests: Bool = true

    public init(name: String, mark: Mark, kind: ModuleKind) {
        self.name = name
        self.mark = mark
        self.kind = kind
    }
}
