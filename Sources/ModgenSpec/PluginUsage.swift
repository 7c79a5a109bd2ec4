/// `plugins: [{ package: SwiftLint, product: SwiftLintBuildToolPlugin }]`: a build-tool
/// plugin a target runs, by the alias of the package that vends it.
public struct PluginUsage: Hashable, Sendable {
    public var name: String
    /// The package's alias under `packages:`.
    public var package: String

    public init(name: String, package: String) {
        self.name = name
        self.package = package
    }
}
