import YAMLTree

/// A spec file as written, typed: includes merged, templates applied, the environment
/// expanded. Not yet resolved: names are still names (see `GraphResolver`).
public struct Spec: Sendable {
    /// The project's name (`name:`).
    public var name: String
    /// The spec's path as the user gave it.
    public var path: String
    public var options: ProjectOptions
    /// In the order written.
    public var packages: [SpecPackage]
    /// In the order written.
    public var modules: [SpecModule]
    public var rules: DependencyRules
    /// Modules and packages whose entries had errors: known names, so a reference to one is
    /// not reported a second time as unknown.
    public var brokenNames: Set<String> = []
}

/// A `packages:` entry and where it is written.
public struct SpecPackage: Sendable, Hashable {
    public var package: RemotePackage
    public var mark: Mark
}

/// One dependency entry of a module as written.
public struct SpecDependency: Sendable, Hashable {
    public enum Target: Sendable, Hashable {
        /// A bare name: a module, or a name a feature brings (`SearchInterface`).
        case name(String)
        /// `{ module: X }`.
        case module(String)
        /// `{ package: P, product: X }`, by the package's alias.
        case product(name: String, package: String)
    }

    public var target: Target
    public var mark: Mark
    /// `condition: { platforms: [...] }`.
    public var condition: BuildCondition? = nil
}
