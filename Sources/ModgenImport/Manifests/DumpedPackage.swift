import ModgenSpec

/// One Package.swift as SwiftPM evaluated it (`swift package dump-package`), reduced to what
/// modgen's spec can say or must report it cannot: the typed input of the import.
package struct DumpedPackage: Sendable, Hashable {
    /// The manifest's path relative to the imported folder (`libraries/Home/Package.swift`).
    package var manifestPath: String
    /// The package's folder relative to the imported folder (`libraries/Home`; "" at the root).
    package var directory: String
    package var name: String
    /// `5.7`, `5.9`: major and minor of the manifest's tools version.
    package var toolsVersion: String
    package var defaultLocalization: String?
    package var platforms: [ProjectOptions.Platform]
    package var products: [Product]
    package var dependencies: [Dependency]
    package var targets: [Target]
    /// Package-level values the spec has no key for (`cLanguageStandard`, `swiftLanguageVersions`...).
    package var unexpressible: [String]
    /// Whether the manifest carries modgen's "generated" header: then its features are
    /// exactly the modules with an interface, as modgen wrote them.
    package var writtenByModgen = false

    package struct Product: Sendable, Hashable {
        package enum Kind: Sendable, Hashable {
            case library(Linkage)
            case executable
            /// A plugin, a macro or another product kind modgen does not write.
            case other(String)
        }

        package var name: String
        package var kind: Kind
        package var targets: [String]
    }

    /// A `.package(...)` entry: a local folder (absolute, as SwiftPM resolved it) or a remote URL.
    package enum Dependency: Sendable, Hashable {
        case local(identity: String, path: String)
        case remote(identity: String, url: String, requirement: RemotePackage.Requirement?)

        package var identity: String {
            switch self {
            case .local(let identity, _), .remote(let identity, _, _): return identity
            }
        }
    }

    package func target(named name: String) -> Target? {
        targets.first { $0.name == name }
    }
}
