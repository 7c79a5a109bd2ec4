import ModgenSpec

/// A target dependency of a manifest as the spec says it: a module of the import (a target
/// of the same package, or the one target of a local package's product), or a product of a
/// package of `packages:` (a remote package, or a local one that was not imported).
struct DependencyResolver {
    /// The imported packages by their absolute folder.
    let packagesByPath: [String: DumpedPackage]
    /// The imported folder, absolute: local packages outside the import are spelled from it.
    let root: String
    /// Names of the modules and of the targets modgen brings with them (`XInterface`, `XTesting`).
    let moduleNames: Set<String>

    /// `packages:` entries by SwiftPM identity, collected while resolving.
    private(set) var packages: [String: RemotePackage] = [:]
    private(set) var conflicts: [String] = []

    init(packagesByPath: [String: DumpedPackage], root: String, moduleNames: Set<String>) {
        self.packagesByPath = packagesByPath
        self.root = root
        self.moduleNames = moduleNames
    }

    mutating func resolve(
        _ dependency: DumpedPackage.Target.Dependency, in package: DumpedPackage, unexpressible: inout [String]
    ) -> ImportedModule.Edge? {
        let resolved: ImportedModule.Dependency?
        switch dependency.reference {
        case .byName(let name), .target(let name):
            if package.target(named: name) != nil {
                resolved = moduleNames.contains(name) ? .module(name) : nil
            } else if case .byName = dependency.reference, let owner = package.dependencies.first(where: { offers(name, $0) }) ?? namedAfter(name, package) {
                resolved = product(name, of: owner, from: package)
            } else {
                resolved = nil
            }
        case .product(let name, let packageName):
            let key = packageName.lowercased()
            if let owner = package.dependencies.first(where: { $0.identity == key || localName($0) == packageName }) {
                resolved = product(name, of: owner, from: package)
            } else {
                resolved = nil
            }
        }
        guard let resolved else {
            unexpressible.append("\(package.manifestPath): dependency '\(dependency.name)': no module or package of the import")
            return nil
        }
        return ImportedModule.Edge(dependency: resolved, platforms: dependency.platforms)
    }

    /// Whether a package dependency vends a product named `name` (only imported packages are known).
    private func offers(_ name: String, _ dependency: DumpedPackage.Dependency) -> Bool {
        guard case .local(_, let path) = dependency, let other = packagesByPath[path] else { return false }
        return other.products.contains { $0.name == name }
    }

    /// SwiftPM also resolves a name to the product of a remote package named after it
    /// (`"Overture"` in `swift-overture`); the import cannot list a remote package's products.
    func namedAfter(_ name: String, _ package: DumpedPackage) -> DumpedPackage.Dependency? {
        let key = name.lowercased()
        return package.dependencies.first { dependency in
            guard case .remote(let identity, _, _) = dependency else { return false }
            return identity == key || identity == "swift-" + key
        }
    }

    func localName(_ dependency: DumpedPackage.Dependency) -> String? {
        guard case .local(_, let path) = dependency else { return nil }
        return packagesByPath[path]?.name
    }

    private mutating func product(_ name: String, of dependency: DumpedPackage.Dependency, from package: DumpedPackage) -> ImportedModule.Dependency? {
        switch dependency {
        case .local(_, let path):
            if let other = packagesByPath[path] {
                let targets = other.products.first { $0.name == name }?.targets ?? []
                return targets.first.flatMap { moduleNames.contains($0) ? .module($0) : nil }
            }
            let alias = add(RemotePackage(alias: dependency.identity, location: .path(relative(path)), requirement: nil), from: package)
            return .product(name, alias: alias)
        case .remote(let identity, let url, let requirement):
            let alias = add(RemotePackage(alias: identity, location: .url(url), requirement: requirement), from: package)
            return .product(name, alias: alias)
        }
    }

    /// The first manifest naming a package sets it; a later one asking for another
    /// requirement is a conflict (SwiftPM would resolve one version for both anyway).
    mutating func add(_ remote: RemotePackage, from package: DumpedPackage) -> String {
        let identity = remote.identity
        if let known = packages[identity] {
            if known.requirement != remote.requirement || known.location != remote.location {
                conflicts.append("\(package.manifestPath): warning: package '\(identity)' asked for \(Self.describe(remote)); the spec keeps \(Self.describe(known))")
            }
            return known.alias
        }
        packages[identity] = remote
        return remote.alias
    }

    private static func describe(_ package: RemotePackage) -> String {
        switch package.requirement {
        case .from(let version)?: return "from \(version)"
        case .exact(let version)?: return "exact \(version)"
        case .range(let low, let high)?: return "\(low)..<\(high)"
        case .branch(let branch)?: return "branch \(branch)"
        case .revision(let revision)?: return "revision \(revision)"
        case nil:
            if case .path(let path) = package.location { return "path \(path)" }
            return "no requirement"
        }
    }

    /// An absolute path spelled from the imported folder (`external/protoncore`, `../Vendor`).
    func relative(_ path: String) -> String {
        let base = root.split(separator: "/")
        let target = path.split(separator: "/")
        var common = 0
        while common < base.count, common < target.count, base[common] == target[common] { common += 1 }
        let ups = Array(repeating: "..", count: base.count - common)
        return (ups + target[common...].map(String.init)).joined(separator: "/")
    }
}

extension DependencyResolver {
    /// The `packages:` alias of a plugin's package; nil for a plugin of the target's own package.
    mutating func pluginPackage(_ plugin: DumpedPackage.Target.Plugin, in package: DumpedPackage) -> String? {
        guard let name = plugin.package, let owner = package.dependencies.first(where: { $0.identity == name.lowercased() || localName($0) == name }) else {
            return nil
        }
        switch owner {
        case .local(_, let path):
            return add(RemotePackage(alias: owner.identity, location: .path(relative(path)), requirement: nil), from: package)
        case .remote(let identity, let url, let requirement):
            return add(RemotePackage(alias: identity, location: .url(url), requirement: requirement), from: package)
        }
    }
}
