import ModgenSpec

/// Where each target of a module keeps its files, relative to the package that holds it (the
/// module's own package, or the root one in the single layout). Manifests, stubs, the README
/// and the layout switch all ask here, so a stub sits where SwiftPM looks for the target.
package enum TargetFolders {
    /// The module's own target: its `path:`, or SwiftPM's `Sources/<Name>`.
    package static func main(of module: ResolvedModule) -> String {
        module.target.path.map { RelativePath($0).description } ?? "Sources/\(module.name)"
    }

    /// The test target: SwiftPM's `Tests/<Name>Tests` (the spec has no key to move it).
    package static func tests(of module: ResolvedModule) -> String {
        "Tests/\(TargetNames.tests(module.name))"
    }

    /// A `testTargets:` entry: SwiftPM's `Tests/<TargetName>`.
    package static func testTarget(_ name: String) -> String {
        "Tests/\(name)"
    }

    /// A feature's example app: `Sources/<Name>Example`.
    package static func example(of module: ResolvedModule) -> String {
        "Sources/\(TargetNames.example(module.name))"
    }

    /// A macro module's compiler plugin: `Sources/<Name>Macros`.
    package static func macroPlugin(of module: ResolvedModule) -> String {
        "Sources/\(TargetNames.macros(module.name))"
    }

    /// An app's kit, the library its code lives in (and its resources): `Sources/<Name>Kit`.
    package static func appKit(of module: ResolvedModule) -> String {
        "Sources/\(TargetNames.kit(module.name))"
    }

    /// A feature's example's kit: `Sources/<Name>ExampleKit`.
    package static func exampleKit(of module: ResolvedModule) -> String {
        "Sources/\(TargetNames.kit(TargetNames.example(module.name)))"
    }
}
