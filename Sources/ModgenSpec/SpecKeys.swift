/// The keys each mapping of the spec accepts, with their shapes and the tools version each
/// needs: unknown-key checks, suggestions, tools-version gates and `modgen schema` read these.
package enum SpecKeys {
    static let v5_8 = ToolsVersion(5, 8)
    static let v5_9 = ToolsVersion(5, 9)
    static let v6_0 = ToolsVersion(6, 0)

    package static let root: [SpecKey] = [
        SpecKey("name", .string, "the project's name"),
        SpecKey("options", .mapping(options), "project-wide options"),
        SpecKey("include", .either([.string, .named("include"), .list(.either([.string, .named("include")]))]), "more spec files merged in"),
        SpecKey("packages", .dictionary(.named("package")), "SwiftPM packages by alias"),
        SpecKey("moduleTemplates", .dictionary(.named("module")), "shared module fragments"),
        SpecKey("modules", .dictionary(.named("module")), "the modules, by name"),
        SpecKey("rules", .dictionary(.list(.choice(ModuleKind.allCases.map(\.rawValue)))), "overrides of the kind rules"),
    ]

    package static let options: [SpecKey] = [
        SpecKey("swiftToolsVersion", .string, "the manifests' swift-tools-version, \(ToolsVersion.minimum) or later"),
        SpecKey("platforms", .named("platforms"), "every package's platforms"),
        SpecKey("packagesDir", .string, "where the packages go"),
        SpecKey("folders", .mapping(ModuleKind.allCases.map { SpecKey($0.rawValue, .string, "the folder of \($0.rawValue) packages") }), "per kind"),
        SpecKey("layout", .choice(["packages", "single"]), "one package per module, or one package"),
        SpecKey("templateSet", .string, "the stub template set"),
        SpecKey("templatesPath", .string, "where your own template sets live"),
        SpecKey("interfaceNaming", .string, "a feature's interface name, with {name}"),
        SpecKey("readme", .boolean, "whether modgen writes README.md"),
        SpecKey("defaultLocalization", .string, "the packages' defaultLocalization (\"en\")"),
        SpecKey("appsDir", .string, "where the Xcode app shells go"),
        SpecKey("bundleIdPrefix", .string, "the app shells' bundle identifier prefix (\"com.example\")"),
        SpecKey("developmentTeam", .string, "the app shells' DEVELOPMENT_TEAM"),
    ]

    package static let include: [SpecKey] = [
        SpecKey("path", .string, "the file, relative to the including one"),
        SpecKey("enable", .either([.boolean, .string]), "false or empty skips it"),
    ]

    package static let package: [SpecKey] = [
        SpecKey("url", .string, "a remote package"),
        SpecKey("path", .string, "a local package, relative to the output root"),
        SpecKey("from", .string, "a semantic version: up to the next major"),
        SpecKey("exact", .string, "a semantic version"),
        SpecKey("branch", .string, "a branch"),
        SpecKey("revision", .string, "a commit hash"),
        SpecKey("minVersion", .string, "a range's lower bound, with maxVersion"),
        SpecKey("maxVersion", .string, "a range's upper bound (excluded)"),
    ]
    static let requirements = ["from", "exact", "branch", "revision", "minVersion"]

    package static let module: [SpecKey] = [
        SpecKey("type", .choice(ModuleKind.allCases.map(\.rawValue)), "the module's kind"),
        SpecKey("templates", .list(.string), "module templates, merged in order"),
        SpecKey("templateAttributes", .dictionary(.string), "${key} values for the templates"),
        SpecKey("dependencies", .list(.named("dependency")), "what the module depends on"),
        SpecKey("interfaceDependencies", .list(.named("dependency")), "feature only: what its interface depends on"),
        SpecKey("testDependencies", .list(.named("dependency")), "what its test target depends on too"),
        SpecKey("example", .boolean, "feature only: an example app"),
        SpecKey("serves", .list(.string), "deps only: the features it serves"),
        SpecKey("syntax", .string, "macro only: the alias of the swift-syntax package (default: the one in packages:)"),
        SpecKey("templateSet", .string, "stub templates for this module"),
        SpecKey("platforms", .named("platforms"), "this module's package's platforms"),
        SpecKey("linkage", .choice(Linkage.allCases.map(\.rawValue)), "the library product's type"),
        SpecKey("product", .boolean, "false: no library product (only its own package's targets may use it)"),
        SpecKey("path", .string, "the target's folder, relative to its package (binary: the artifact, relative to the output root)"),
        SpecKey("package", .string, "layout packages: the module whose package also holds this module's targets"),
        SpecKey("sources", .list(.string), "the target's sources, relative to its folder"),
        SpecKey("exclude", .list(.string), "files of the folder that are not sources"),
        SpecKey("resources", .list(.named("resource")), "the target's resources"),
        SpecKey("testResources", .list(.named("resource")), "the test target's resources"),
        SpecKey("testExclude", .list(.string), "files of the test target's folder that are not sources"),
        SpecKey("testTargets", .dictionary(.named("testTarget")), "test targets besides <Name>Tests, by name"),
        SpecKey("swiftSettings", .mapping(swiftSettings), "Swift compiler settings"),
        SpecKey("cSettings", .mapping(cSettings), "C settings"),
        SpecKey("linkerSettings", .mapping(linkerSettings), "linker settings"),
        SpecKey("plugins", .list(.named("plugin")), "build-tool plugins the target runs"),
        SpecKey("tests", .boolean, "a test target"),
        SpecKey("url", .string, "binary only: an https URL of the artifact's .zip or .artifactbundleindex"),
        SpecKey("checksum", .string, "binary only: the sha256 of the url's file (64 hex digits)"),
        SpecKey("testing", .boolean, "feature or interface only: also <Name>Testing, a module of mocks"),
        SpecKey("pkgConfig", .string, "system only: the pkg-config name of the C library"),
        SpecKey("providers", .mapping(SystemLibrary.Manager.allCases.map { SpecKey($0.rawValue, .list(.string), "its \($0.rawValue) packages") }), "system only: the system packages that provide it"),
    ]

    package static let swiftSettings: [SpecKey] = [
        SpecKey("defines", .list(.named("setting")), ".define"),
        SpecKey("upcomingFeatures", .list(.named("setting")), since: v5_8, ".enableUpcomingFeature"),
        SpecKey("experimentalFeatures", .list(.named("setting")), since: v5_8, ".enableExperimentalFeature"),
        SpecKey("unsafeFlags", .list(.named("setting")), ".unsafeFlags"),
        SpecKey("languageMode", .either([.choice(["5", "6"]), .named("settingChoice")]), since: v6_0, ".swiftLanguageMode"),
        SpecKey("interoperabilityMode", .either([.choice(["C", "Cxx"]), .named("settingChoice")]), since: v5_9, ".interoperabilityMode"),
    ]

    package static let cSettings: [SpecKey] = [
        SpecKey("defines", .list(.named("setting")), ".define (NAME or NAME=VALUE)"),
        SpecKey("headerSearchPath", .list(.named("setting")), ".headerSearchPath"),
        SpecKey("unsafeFlags", .list(.named("setting")), ".unsafeFlags"),
    ]

    package static let linkerSettings: [SpecKey] = [
        SpecKey("frameworks", .list(.named("setting")), ".linkedFramework"),
        SpecKey("libraries", .list(.named("setting")), ".linkedLibrary"),
        SpecKey("unsafeFlags", .list(.named("setting")), ".unsafeFlags"),
    ]

    /// `{ value, condition }`: a setting entry with a condition.
    package static let setting: [SpecKey] = [
        SpecKey("value", .string, "the setting's value"),
        SpecKey("condition", .named("condition"), "when it applies"),
    ]

    package static let condition: [SpecKey] = [
        SpecKey("platforms", .list(.choice(platforms)), "only on these platforms"),
        SpecKey("configuration", .choice(BuildCondition.Configuration.allCases.map(\.rawValue)), "only in this configuration"),
    ]

    package static let dependency: [SpecKey] = [
        SpecKey("module", .string, "a module"),
        SpecKey("package", .string, "a package's alias"),
        SpecKey("product", .string, "the package's product (default: the alias)"),
        SpecKey("condition", .named("dependencyCondition"), "only on these platforms"),
    ]
    package static let dependencyCondition: [SpecKey] = [condition[0]]

    package static let testTarget: [SpecKey] = [
        SpecKey("dependencies", .list(.named("dependency")), "what it depends on besides the module"),
        SpecKey("resources", .list(.named("resource")), "its resources"),
        SpecKey("exclude", .list(.string), "files of its folder that are not sources"),
    ]

    package static let resource: [SpecKey] = [
        SpecKey("path", .string, "relative to the target's folder"),
        SpecKey("rule", .choice(ResourceRule.allCases.map(\.rawValue)), "process (default), copy or embed"),
        SpecKey("localization", .choice(["default", "base"]), "a process rule's localization"),
    ]

    package static let plugin: [SpecKey] = [
        SpecKey("package", .string, "the alias of the package that vends it"),
        SpecKey("product", .string, "the plugin's name"),
    ]

    /// SwiftPM's platform names, each with the tools version that introduced it.
    package static let platformKeys: [SpecKey] = [
        SpecKey("iOS", .string, "a version like 16.0"),
        SpecKey("macOS", .string, "a version like 13.0"),
        SpecKey("macCatalyst", .string, "a version like 16.0"),
        SpecKey("tvOS", .string, "a version like 16.0"),
        SpecKey("watchOS", .string, "a version like 9.0"),
        SpecKey("visionOS", .string, since: v5_9, "a version like 1.0"),
        SpecKey("driverKit", .string, "a version like 22.0"),
    ]
    static let platforms = platformKeys.names

    /// The named shapes `.named(...)` refers to.
    package static let definitions: [(String, SpecShape)] = [
        ("module", .mapping(module)),
        ("package", .mapping(package)),
        ("include", .mapping(include, required: ["path"])),
        ("platforms", .mapping(platformKeys)),
        ("dependency", .either([.string, .mapping(dependency)])),
        ("dependencyCondition", .mapping(dependencyCondition)),
        ("resource", .either([.string, .mapping(resource, required: ["path"])])),
        ("testTarget", .mapping(testTarget)),
        ("plugin", .mapping(plugin, required: ["package", "product"])),
        ("setting", .either([.string, .mapping(setting, required: ["value"])])),
        ("settingChoice", .mapping(setting, required: ["value"])),
        ("condition", .mapping(condition)),
    ]
}
