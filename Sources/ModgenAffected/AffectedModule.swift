import ModgenGraph

/// One module a change affects: where `swift test` runs for it and which test targets.
package struct AffectedModule: Hashable, Sendable, Comparable {
    package var name: String
    /// `ModuleKind.rawValue` (a generated interface or `XTesting` is an `interface`).
    package var kind: String
    /// The folder of the package holding it, from the output root (`.` for the root package
    /// of the single layout): `swift test --package-path` takes it.
    package var package: String
    /// Its test targets (`XTests`, then its `testTargets:`); empty for a module without tests.
    package var tests: [String]
    /// Why: the changed file or spec entry, or the module it depends on that is affected.
    package var reason: Reason

    package enum Reason: Hashable, Sendable {
        /// A file under its folders changed (the first of them, sorted).
        case file(String)
        /// Its entry of the spec changed (what changed).
        case spec(String)
        /// Every module is affected (why: the spec at the base could not be read...).
        case everything(String)
        /// It depends on this affected module.
        case dependsOn(String)
    }

    package static func < (lhs: AffectedModule, rhs: AffectedModule) -> Bool { lhs.name < rhs.name }

    /// `package`: the folder of the package holding it (`PackageFolders.package(of:)`).
    init(_ module: ResolvedModule, package: String, reason: Reason) {
        name = module.name
        kind = module.kind.rawValue
        self.package = package
        tests = (module.hasTests ? [TargetNames.tests(module.name)] : []) + module.target.testTargets.map(\.name)
        self.reason = reason
    }
}
