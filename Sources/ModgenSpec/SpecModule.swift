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
    public var resources: [String] = []
    public var swiftSettings: [SwiftSetting] = []
    public var tests: Bool = true

    public init(name: String, mark: Mark, kind: ModuleKind) {
        self.name = name
        self.mark = mark
        self.kind = kind
    }
}
