import ModgenSpec

/// What a module's package and targets say beyond names and dependencies: platforms,
/// linkage, where the files are, C and linker settings, plugins, the test target's extras
/// and the conditions of dependencies. Empty for a generated interface.
///
/// A value, held in one shared box copied on write (`Fields`): a `ResolvedModule` is copied
/// out of the graph's array wherever a loop reads it, and with these eighteen fields inline
/// each copy retained and released about twenty buffers (a cold run at 1,000 features made
/// ~34,000 such copies: 34 M instructions of 965 M).
public struct TargetOptions: Hashable, Sendable {
    /// The fields, as written; equal boxes hold equal fields.
    struct Fields: Hashable, Sendable {
        /// nil: `options.platforms`.
        var platforms: [ProjectOptions.Platform]?
        var linkage: Linkage = .automatic
        /// False with `product: false`: its package vends no library product for it.
        var vendsProduct: Bool = true
        var path: String?
        /// `package:`: the module whose package holds this module's targets; nil: its own package.
        var packageHost: PackageHost?
        var sources: [String] = []
        var exclude: [String] = []
        var cSettings: [CSetting] = []
        var linkerSettings: [LinkerSetting] = []
        var plugins: [PluginUsage] = []
        /// The test target's dependencies besides the module, sorted.
        var testDependencies: [ModuleDependency] = []
        var testResources: [TargetResource] = []
        /// Files of the test target's folder that are not sources.
        var testExclude: [String] = []
        /// `testTargets:`: test targets besides `<Name>Tests`, in the order written.
        var testTargets: [ExtraTestTarget] = []
        /// The written dependencies (of the module or its tests) that carry a condition.
        var conditions: [ModuleDependency: BuildCondition] = [:]
        /// A binary module's artifact; nil for every other kind.
        var binary: BinarySource?
        /// A system module's pkg-config name and providers; nil for every other kind.
        var systemLibrary: SystemLibrary?
        /// Macro only: the `packages:` alias of swift-syntax, which its compiler plugin and tests use.
        var syntaxPackage: String?
    }

    /// Shared by copies until one of them changes a field (`update`).
    private final class Box: @unchecked Sendable {
        // `@unchecked`: `fields` changes only through `update`, on a box no other value holds.
        var fields: Fields

        init(_ fields: Fields) {
            self.fields = fields
        }
    }

    private var box: Box

    /// nil: `options.platforms`.
    public var platforms: [ProjectOptions.Platform]? {
        get { box.fields.platforms }
        set { update { $0.platforms = newValue } }
    }

    public var linkage: Linkage {
        get { box.fields.linkage }
        set { update { $0.linkage = newValue } }
    }

    /// False with `product: false`: its package vends no library product for it.
    public var vendsProduct: Bool {
        get { box.fields.vendsProduct }
        set { update { $0.vendsProduct = newValue } }
    }

    public var path: String? {
        get { box.fields.path }
        set { update { $0.path = newValue } }
    }

    /// `package:`: the module whose package holds this module's targets; nil: its own package.
    public var packageHost: PackageHost? {
        get { box.fields.packageHost }
        set { update { $0.packageHost = newValue } }
    }

    public var sources: [String] {
        get { box.fields.sources }
        set { update { $0.sources = newValue } }
    }

    public var exclude: [String] {
        get { box.fields.exclude }
        set { update { $0.exclude = newValue } }
    }

    public var cSettings: [CSetting] {
        get { box.fields.cSettings }
        set { update { $0.cSettings = newValue } }
    }

    public var linkerSettings: [LinkerSetting] {
        get { box.fields.linkerSettings }
        set { update { $0.linkerSettings = newValue } }
    }

    public var plugins: [PluginUsage] {
        get { box.fields.plugins }
        set { update { $0.plugins = newValue } }
    }

    /// The test target's dependencies besides the module, sorted.
    public var testDependencies: [ModuleDependency] {
        get { box.fields.testDependencies }
        set { update { $0.testDependencies = newValue } }
    }

    public var testResources: [TargetResource] {
        get { box.fields.testResources }
        set { update { $0.testResources = newValue } }
    }

    /// Files of the test target's folder that are not sources.
    public var testExclude: [String] {
        get { box.fields.testExclude }
        set { update { $0.testExclude = newValue } }
    }

    /// `testTargets:`: test targets besides `<Name>Tests`, in the order written.
    public var testTargets: [ExtraTestTarget] {
        get { box.fields.testTargets }
        set { update { $0.testTargets = newValue } }
    }

    /// The written dependencies (of the module or its tests) that carry a condition.
    public var conditions: [ModuleDependency: BuildCondition] {
        get { box.fields.conditions }
        set { update { $0.conditions = newValue } }
    }

    /// A binary module's artifact; nil for every other kind.
    public var binary: BinarySource? {
        get { box.fields.binary }
        set { update { $0.binary = newValue } }
    }

    /// A system module's pkg-config name and providers; nil for every other kind.
    public var systemLibrary: SystemLibrary? {
        get { box.fields.systemLibrary }
        set { update { $0.systemLibrary = newValue } }
    }

    /// Macro only: the `packages:` alias of swift-syntax, which its compiler plugin and tests use.
    public var syntaxPackage: String? {
        get { box.fields.syntaxPackage }
        set { update { $0.syntaxPackage = newValue } }
    }

    /// The options of a module that says nothing: one box for every such value (a generated
    /// interface's, and each module's until the resolver sets its own), so making one allocates
    /// nothing.
    private static let empty = Box(Fields())

    /// Whether these are the options every module that sets none shares (`init()`), not a
    /// copy of their own.
    package var isSharedDefaults: Bool { box === Self.empty }

    public init() {
        box = Self.empty
    }

    /// Every field at once: the resolver builds a module's options in one step, without
    /// storing defaults first and overwriting them field by field.
    init(
        platforms: [ProjectOptions.Platform]?, linkage: Linkage, vendsProduct: Bool, path: String?, packageHost: PackageHost?,
        sources: [String], exclude: [String], cSettings: [CSetting], linkerSettings: [LinkerSetting], plugins: [PluginUsage],
        testDependencies: [ModuleDependency], testResources: [TargetResource], testExclude: [String],
        testTargets: [ExtraTestTarget], conditions: [ModuleDependency: BuildCondition], binary: BinarySource?,
        systemLibrary: SystemLibrary?, syntaxPackage: String?
    ) {
        box = Box(Fields(
            platforms: platforms, linkage: linkage, vendsProduct: vendsProduct, path: path, packageHost: packageHost,
            sources: sources, exclude: exclude, cSettings: cSettings, linkerSettings: linkerSettings, plugins: plugins,
            testDependencies: testDependencies, testResources: testResources, testExclude: testExclude,
            testTargets: testTargets, conditions: conditions, binary: binary, systemLibrary: systemLibrary,
            syntaxPackage: syntaxPackage))
    }

    /// Changes the fields in this value's own box: a box another value still holds is copied first.
    private mutating func update(_ change: (inout Fields) -> Void) {
        if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
        change(&box.fields)
    }

    public static func == (left: TargetOptions, right: TargetOptions) -> Bool {
        left.box === right.box || left.box.fields == right.box.fields
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(box.fields)
    }
}
