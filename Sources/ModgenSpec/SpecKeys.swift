/// The keys each mapping of the spec accepts, for unknown-key checks and suggestions.
enum SpecKeys {
    static let root = ["name", "options", "include", "packages", "moduleTemplates", "modules", "rules"]
    static let options = [
        "swiftToolsVersion", "platforms", "packagesDir", "folders", "layout", "templateSet",
        "templatesPath", "interfaceNaming", "readme",
    ]
    static let package = ["url", "path", "from", "exact", "branch", "revision", "minVersion", "maxVersion"]
    static let requirements = ["from", "exact", "branch", "revision", "minVersion"]
    static let module = [
        "type", "templates", "templateAttributes", "dependencies", "interfaceDependencies", "example",
        "serves", "templateSet", "resources", "swiftSettings", "tests",
    ]
    static let swiftSettings = ["defines", "upcomingFeatures", "experimentalFeatures"]
    static let dependency = ["module", "package", "product"]
    static let platforms = ["iOS", "macOS", "macCatalyst", "tvOS", "watchOS", "visionOS", "driverKit"]
}
