import Foundation

/// The resolved `options:` of a spec, defaults filled in.
public struct ProjectOptions: Hashable, Sendable {
    public enum Layout: String, Hashable, Sendable {
        /// One package per module, grouped by kind (the default).
        case packages
        /// One root Package.swift with one target per module (seed 002).
        case single
    }

    public struct Platform: Hashable, Sendable {
        /// SwiftPM's spelling: iOS, macOS, tvOS, watchOS, visionOS, macCatalyst.
        public var name: String
        public var version: String

        public init(name: String, version: String) {
            self.name = name
            self.version = version
        }
    }

    public var swiftToolsVersion: String = "5.9"
    /// Sorted by name.
    public var platforms: [Platform] = [Platform(name: "iOS", version: "16.0"), Platform(name: "macOS", version: "13.0")]
    /// Relative to the output root.
    public var packagesDir: String = "Packages"
    /// Per-kind folder under `packagesDir`; a kind missing here uses `ModuleKind.defaultFolder`.
    public var kindFolders: [ModuleKind: String] = [:]
    public var layout: Layout = .packages
    /// The stub template set used when a module does not name one.
    public var templateSet: String = "default"
    /// Where the spec says templates live, relative to the spec's folder.
    public var templatesPath: String?
    /// How a feature's interface is named; `{name}` is the feature's name.
    public var interfaceNaming: String = "{name}Interface"
    /// Whether modgen writes (and owns) the output root's `README.md`; false for a repository
    /// whose README a person writes.
    public var generatesReadme = true
    /// The packages' `defaultLocalization` ("en"); needed by localized resources.
    public var defaultLocalization: String?

    /// `swiftToolsVersion`, parsed (the decoder only keeps versions that parse).
    public var toolsVersion: ToolsVersion { ToolsVersion(swiftToolsVersion) ?? .minimum }

    public init() {}

    public func folder(for kind: ModuleKind) -> String {
        kindFolders[kind] ?? kind.defaultFolder
    }

    public func interfaceName(for feature: String) -> String {
        NamePlaceholder.expand(interfaceNaming, with: feature)
    }
}
