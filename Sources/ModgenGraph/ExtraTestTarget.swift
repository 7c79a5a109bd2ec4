import ModgenSpec

/// A test target of a module besides `<Name>Tests` (`testTargets:`), resolved: it depends on
/// the module and on `dependencies`, and lives in `Tests/<name>` of the module's package.
public struct ExtraTestTarget: Hashable, Sendable {
    public var name: String
    /// Besides the module; sorted.
    public var dependencies: [ModuleDependency]
    public var resources: [TargetResource]
    public var exclude: [String]

    public init(name: String, dependencies: [ModuleDependency], resources: [TargetResource] = [], exclude: [String] = []) {
        self.name = name
        self.dependencies = dependencies
        self.resources = resources
        self.exclude = exclude
    }
}
