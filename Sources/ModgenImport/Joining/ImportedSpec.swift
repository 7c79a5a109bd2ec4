import ModgenSpec

/// What `modgen import` found: a spec-shaped value (options, packages, modules, rules) and
/// what it could not say, each line naming its manifest.
package struct ImportedSpec: Sendable {
    package var name: String
    package var toolsVersion: String
    package var platforms: [ProjectOptions.Platform]
    package var defaultLocalization: String?
    package var layout: ProjectOptions.Layout
    package var packagesDir: String?
    package var folders: [ModuleKind: String] = [:]
    package var interfaceNaming: String?
    package var packages: [RemotePackage] = []
    package var modules: [ImportedModule] = []
    package var rules: [(kind: ModuleKind, allowed: [ModuleKind])] = []
    /// The manifests read, relative to the imported folder.
    package var manifests: [String] = []
    /// `path: what` lines for everything the spec cannot express.
    package var unexpressible: [String] = []
    /// `path: warning` lines: edges that break the default rules, guesses made.
    package var warnings: [String] = []
}
