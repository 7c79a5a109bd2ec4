import ModgenSpec

/// What a module's package and targets say beyond names and dependencies: platforms,
/// linkage, where the files are, C and linker settings, plugins, the test target's extras
/// and the conditions of dependencies. Empty for a generated interface.
public struct TargetOptions: Hashable, Sendable {
    /// nil: `options.platforms`.
    public var platforms: [ProjectOptions.Platform]?
    public var linkage: Linkage = .automatic
    /// False with `product: false`: its package vends no library product for it.
    public var vendsProduct = true
    public var path: String?
    /// `package:`: the module whose package holds this module's targets; nil: its own package.
    public var packageHost: PackageHost?
    public var sources: [String] = []
    public var exclude: [String] = []
    public var cSettings: [CSetting] = []
    public var linkerSettings: [LinkerSetting] = []
    public var plugins: [PluginUsage] = []
    /// The test target's dependencies besides the module, sorted.
    public var testDependencies: [ModuleDependency] = []
    public var testResources: [TargetResource] = []
    /// Files of the test target's folder that are not sources.
    public var testExclude: [String] = []
    /// `testTargets:`: test targets besides `<Name>Tests`, in the order written.
    public var testTargets: [ExtraTestTarget] = []
    /// The written dependencies (of the module or its tests) that carry a condition.
    public var conditions: [ModuleDependency: BuildCondition] = [:]
    /// A binary module's artifact; nil for every other kind.
    public var binary: BinarySource?
    /// A system module's pkg-config name and providers; nil for every other kind.
    public var systemLibrary: SystemLibrary?
    /// Macro only: the `packages:` alias of swift-syntax, which its compiler plugin and tests use.
    public var syntaxPackage: String?

    public init() {}

    /// Every field at once: the resolver builds a module's options in one step, without
    /// storing defaults first and overwriting them field by field.
    init(
        platforms: [ProjectOptions.Platform]?, linkage: Linkage, vendsProduct: Bool, path: String?, packageHost: PackageHost?,
        sources: [String], exclude: [String], cSettings: [CSetting], linkerSettings: [LinkerSetting], plugins: [PluginUsage],
        testDependencies: [ModuleDependency], testResources: [TargetResource], testExclude: [String],
        testTargets: [ExtraTestTarget], conditions: [ModuleDependency: BuildCondition], binary: BinarySource?,
        systemLibrary: SystemLibrary?, syntaxPackage: String?
    ) {
        self.platforms = platforms
        self.linkage = linkage
        self.vendsProduct = vendsProduct
        self.path = path
        self.packageHost = packageHost
        self.sources = sources
        self.exclude = exclude
        self.cSettings = cSettings
        self.linkerSettings = linkerSettings
        self.plugins = plugins
        self.testDependencies = testDependencies
        self.testResources = testResources
        self.testExclude = testExclude
        self.testTargets = testTargets
        self.conditions = conditions
        self.binary = binary
        self.systemLibrary = systemLibrary
        self.syntaxPackage = syntaxPackage
    }
}
