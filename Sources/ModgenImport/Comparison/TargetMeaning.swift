import ModgenSpec

/// What a target means to SwiftPM, independent of how its manifest spells it: its type, its
/// dependencies resolved to a target of its package or a product of a package identity (with
/// that package's requirement when remote), the products that vend it, its package's
/// platforms, its files, resources and settings. Two manifests agree on a target when these
/// are equal (`modgen import`'s round trip; `generate --adopt` would compare the same way).
package struct TargetMeaning: Hashable, Sendable {
    package var kind: DumpedPackage.Target.Kind
    package var dependencies: Set<String>
    package var products: Set<String>
    package var platforms: [ProjectOptions.Platform]
    package var path: String?
    package var sources: [String]
    package var exclude: [String]
    package var resources: Set<TargetResource>
    package var swiftSettings: [SwiftSetting]
    package var cSettings: [CSetting]
    package var linkerSettings: [LinkerSetting]
    package var plugins: Set<String>
    package var systemLibrary: SystemLibrary?

    package init(_ target: DumpedPackage.Target, in package: DumpedPackage) {
        kind = target.kind
        dependencies = Set(target.dependencies.map { Self.describe($0, in: package) })
        products = Set(package.products.filter { $0.targets.contains(target.name) }.map(Self.describe))
        platforms = package.platforms.sorted { $0.name < $1.name }
        path = target.path
        sources = target.sources
        exclude = target.exclude
        resources = Set(target.resources)
        swiftSettings = target.swiftSettings
        cSettings = target.cSettings
        linkerSettings = target.linkerSettings
        plugins = Set(target.plugins.map { "\($0.name)@\($0.package?.lowercased() ?? "")" })
        systemLibrary = target.systemLibrary
    }

    /// A product as compared: its name, kind and targets (`SearchKit library(automatic) ["SearchKit"]`).
    package static func describe(_ product: DumpedPackage.Product) -> String {
        "\(product.name) \(product.kind) \(product.targets.sorted())"
    }

    /// The fields that differ, by name, for a report.
    package func differences(from other: TargetMeaning) -> [String] {
        var fields: [String] = []
        if kind != other.kind { fields.append("type \(other.kind.rawValue) -> \(kind.rawValue)") }
        if dependencies != other.dependencies {
            let lost = other.dependencies.subtracting(dependencies).sorted(), added = dependencies.subtracting(other.dependencies).sorted()
            fields.append("dependencies (missing \(lost), extra \(added))")
        }
        if products != other.products { fields.append("products \(other.products.sorted()) -> \(products.sorted())") }
        if platforms != other.platforms { fields.append("platforms") }
        if path != other.path || sources != other.sources || exclude != other.exclude { fields.append("path/sources/exclude") }
        if resources != other.resources { fields.append("resources") }
        if swiftSettings != other.swiftSettings || cSettings != other.cSettings || linkerSettings != other.linkerSettings { fields.append("settings") }
        if plugins != other.plugins { fields.append("plugins") }
        if systemLibrary != other.systemLibrary { fields.append("pkgConfig/providers") }
        return fields
    }

    /// `target X`, or `product P of identity (requirement)`, with a platform condition.
    private static func describe(_ dependency: DumpedPackage.Target.Dependency, in package: DumpedPackage) -> String {
        let condition = dependency.platforms.isEmpty ? "" : " when \(dependency.platforms.sorted())"
        switch dependency.reference {
        case .byName(let name) where package.target(named: name) != nil, .target(let name):
            return "target \(name)\(condition)"
        case .byName(let name):
            let owner = package.dependencies.first { $0.identity == name.lowercased() || $0.identity == "swift-" + name.lowercased() }
            return "product \(name) of \(owner.map(describe) ?? "?")\(condition)"
        case .product(let name, let packageName):
            let owner = package.dependencies.first { $0.identity == packageName.lowercased() }
            return "product \(name) of \(owner.map(describe) ?? packageName.lowercased())\(condition)"
        }
    }

    private static func describe(_ dependency: DumpedPackage.Dependency) -> String {
        switch dependency {
        case .local(let identity, _): return identity
        case .remote(let identity, _, let requirement): return "\(identity) \(requirement.map { "\($0)" } ?? "")"
        }
    }
}
