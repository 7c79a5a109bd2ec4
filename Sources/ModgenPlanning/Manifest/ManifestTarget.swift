import ModgenSpec

/// A target of a generated package.
public struct ManifestTarget: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// `.target`: a library module.
        case regular
        case executable
        case test
    }

    public enum Dependency: Hashable, Sendable, Comparable {
        /// A target of the same package, by name (`"Search"`).
        case byName(String)
        /// `.product(name:package:)`; `package` is the SwiftPM identity.
        case product(name: String, package: String)

        public static func < (lhs: Dependency, rhs: Dependency) -> Bool {
            lhs.sortKey < rhs.sortKey
        }

        private var sortKey: (Int, String, String) {
            switch self {
            case .byName(let name): return (0, name, "")
            case .product(let name, let package): return (1, package, name)
            }
        }
    }

    /// `.process("path")` (with its localization), `.copy("path")` or `.embedInCode("path")`,
    /// relative to the target's folder.
    public typealias Resource = TargetResource

    public var kind: Kind
    public var name: String
    public var dependencies: [Dependency]
    /// The target's folder when it is not SwiftPM's default (`Sources/<name>`, `Tests/<name>`).
    public var path: String?
    public var resources: [Resource]
    public var swiftSettings: [SwiftSetting]
    /// Conditions of some `dependencies` (`.when(platforms:)`).
    public var dependencyConditions: [Dependency: BuildCondition] = [:]
    public var sources: [String] = []
    public var exclude: [String] = []
    public var cSettings: [CSetting] = []
    public var linkerSettings: [LinkerSetting] = []
    /// `.plugin(name:package:)`, `package` the SwiftPM identity.
    public var plugins: [Plugin] = []

    public struct Plugin: Hashable, Sendable {
        public var name: String
        public var package: String

        public init(name: String, package: String) {
            self.name = name
            self.package = package
        }
    }

    public init(
        _ kind: Kind, name: String, dependencies: [Dependency] = [], path: String? = nil,
        resources: [Resource] = [], swiftSettings: [SwiftSetting] = []
    ) {
        self.kind = kind
        self.name = name
        self.dependencies = dependencies
        self.path = path
        self.resources = resources
        self.swiftSettings = swiftSettings
    }
}
