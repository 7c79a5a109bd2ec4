import ModgenSpec

/// A test target of an imported module not named `<Module>Tests`: a `testTargets:` entry.
package struct ImportedTestTarget: Sendable, Hashable {
    package var name: String
    /// Besides the module.
    package var dependencies: [ImportedModule.Edge]
    package var resources: [TargetResource]
    package var exclude: [String]
}
