import YAMLTree

/// What a `type: system` module says: SwiftPM's `.systemLibrary`, a module map over a C
/// library of the machine, with the pkg-config name that finds its flags and the system
/// packages that provide it (`providers: { apt: [libsqlite3-dev], brew: [sqlite3] }`).
public struct SystemLibrary: Hashable, Sendable {
    public enum Manager: String, CaseIterable, Sendable, Comparable {
        case apt, brew, yum

        public static func < (lhs: Manager, rhs: Manager) -> Bool {
            (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
        }
    }

    public var pkgConfig: String?
    /// Per package manager, its packages; in `Manager` order.
    public var providers: [(manager: Manager, packages: [String])] = []

    public init(pkgConfig: String? = nil, providers: [(manager: Manager, packages: [String])] = []) {
        self.pkgConfig = pkgConfig
        self.providers = providers
    }

    public static func == (lhs: SystemLibrary, rhs: SystemLibrary) -> Bool {
        lhs.pkgConfig == rhs.pkgConfig
            && lhs.providers.map(\.manager) == rhs.providers.map(\.manager)
            && lhs.providers.map(\.packages) == rhs.providers.map(\.packages)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(pkgConfig)
        for provider in providers {
            hasher.combine(provider.manager)
            hasher.combine(provider.packages)
        }
    }

    /// The keys a system module may have: no dependencies, sources, tests or settings.
    static let keys: Set<String> = ["type", "templates", "templateAttributes", "templateSet", "path", "pkgConfig", "providers", "package", "product"]

    /// `pkgConfig:` and `providers:` of a system module's fields.
    static func decode(_ fields: Mapping, _ reader: SchemaReader) -> SystemLibrary {
        var library = SystemLibrary()
        if let node = fields["pkgConfig"] { library.pkgConfig = reader.string(node, "'pkgConfig'") }
        guard let node = fields["providers"], let mapping = reader.mapping(node, "'providers'") else { return library }
        for entry in mapping.entries {
            guard let name = reader.string(entry.key, "a package manager") else { continue }
            guard let manager = Manager(rawValue: name) else {
                reader.log.error("unknown package manager '\(name)' in 'providers' (expected apt, brew or yum)", at: entry.key.mark)
                continue
            }
            library.providers.append((manager, reader.strings(entry.value, "'\(name)' of 'providers'").map(\.value)))
        }
        library.providers.sort { $0.manager < $1.manager }
        return library
    }
}
