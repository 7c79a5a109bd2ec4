import ModgenSpec

extension DumpedPackage {
    /// A target of a dumped package: what it depends on, where its files are, its settings.
    package struct Target: Sendable, Hashable {
        package enum Kind: String, Sendable, Hashable {
            case regular, test, executable, system, binary, plugin, macro
        }

        /// A target dependency as the manifest wrote it, with its platform condition.
        package struct Dependency: Sendable, Hashable {
            package enum Reference: Sendable, Hashable {
                /// `"Name"`: a target of the same package or a product of a dependency.
                case byName(String)
                /// `.target(name:)`.
                case target(String)
                /// `.product(name:package:)`; `package` as written (an identity or a package name).
                case product(String, package: String)
            }

            package var reference: Reference
            package var platforms: [String]

            package var name: String {
                switch reference {
                case .byName(let name), .target(let name), .product(let name, _): return name
                }
            }
        }

        /// `.plugin(name:package:)`; a plugin of the same package has no package.
        package struct Plugin: Sendable, Hashable {
            package var name: String
            package var package: String?
        }

        package var name: String
        package var kind: Kind
        package var dependencies: [Dependency]
        package var path: String?
        package var sources: [String]
        package var exclude: [String]
        package var resources: [TargetResource]
        package var swiftSettings: [SwiftSetting]
        package var cSettings: [CSetting]
        package var linkerSettings: [LinkerSetting]
        package var plugins: [Plugin]
        /// A binary target's `url` + `checksum`, or its `path`.
        package var binary: BinarySource?
        /// What the spec cannot say about this target (a setting kind, a resource rule...).
        package var unexpressible: [String]
        /// A system library target's pkg-config name and providers.
        package var systemLibrary: SystemLibrary? = nil
    }
}
