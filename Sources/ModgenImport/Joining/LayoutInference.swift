import ModgenSpec

/// The spec's options from the manifests: one package holding most modules is the `single`
/// layout; the tools version is the newest manifest's; the platforms are the most common
/// set (a module whose package differs keeps its own `platforms:`); `packagesDir` and the
/// kinds' folders are read off where the packages sit, when every package agrees.
struct LayoutInference {
    let packages: [DumpedPackage]
    let layout: ProjectOptions.Layout

    /// `single` when one package holds at least three library targets and more than half of
    /// all library targets of the repository.
    static func layout(of packages: [DumpedPackage]) -> ProjectOptions.Layout {
        guard let biggest = singlePackage(of: packages) else { return .packages }
        let count = { (package: DumpedPackage) in package.targets.filter { $0.kind == .regular }.count }
        let total = packages.map(count).reduce(0, +)
        return count(biggest) >= 3 && count(biggest) * 2 > total ? .single : .packages
    }

    /// The package with the most targets (the root one on a tie).
    static func singlePackage(of packages: [DumpedPackage]) -> DumpedPackage? {
        packages.max { ($0.targets.count, $1.directory.count) < ($1.targets.count, $0.directory.count) }
    }

    func apply(to spec: inout ImportedSpec) {
        let newest = packages.compactMap { ToolsVersion($0.toolsVersion) }.max() ?? ToolsVersion(5, 9)
        spec.toolsVersion = max(newest, ToolsVersion.minimum).description
        var counts: [[ProjectOptions.Platform]: Int] = [:]
        for package in packages { counts[Self.sorted(package.platforms), default: 0] += 1 }
        let common = counts.max { ($0.value, $1.key.count) < ($1.value, $0.key.count) }?.key ?? []
        spec.platforms = common
        spec.defaultLocalization = packages.compactMap(\.defaultLocalization).first
        if layout == .packages {
            let byManifest = Dictionary(packages.map { ($0.manifestPath, $0) }, uniquingKeysWith: { first, _ in first })
            for index in spec.modules.indices where spec.modules[index].packageHost == nil {
                guard let package = byManifest[spec.modules[index].manifestPath] else { continue }
                let platforms = Self.sorted(package.platforms)
                if platforms != common { spec.modules[index].platforms = platforms }
            }
            inferFolders(&spec)
        }
    }

    private static func sorted(_ platforms: [ProjectOptions.Platform]) -> [ProjectOptions.Platform] {
        platforms.sorted { $0.name < $1.name }
    }

    /// `Packages/Features/Search` for every module: `packagesDir: Packages`, features in `Features`.
    private func inferFolders(_ spec: inout ImportedSpec) {
        var prefixes: Set<String> = []
        var folders: [ModuleKind: [String: Int]] = [:]
        for module in spec.modules where module.packageHost == nil {
            let components = module.directory.split(separator: "/").map(String.init)
            guard components.count >= 3, components.last == module.name else { return }
            prefixes.insert(components.dropLast(2).joined(separator: "/"))
            let kind = module.kind == .interface ? ModuleKind.feature : module.kind
            folders[kind, default: [:]][components[components.count - 2], default: 0] += 1
        }
        guard prefixes.count == 1, let prefix = prefixes.first else { return }
        spec.packagesDir = prefix
        for (kind, names) in folders {
            guard let folder = names.max(by: { ($0.value, $1.key) < ($1.value, $0.key) })?.key, folder != kind.defaultFolder else { continue }
            spec.folders[kind] = folder
        }
    }
}
