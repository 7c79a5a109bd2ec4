import ModgenGraph
import ModgenPlanning
import ModgenSpec

/// Which module a changed file belongs to: every folder the graph gives a module, from the
/// output root, and the longest of them that holds a path.
///
/// - `layout: packages`: the module's package folder (`Packages/Features/Search`, its
///   `Package.swift` included), and its app shell (`Apps/MapsApp`, `Apps/SearchExample`).
/// - `layout: single`: each of its targets' folders (`Sources/Search`, its `path:`,
///   `Tests/SearchTests`, the example's and the kit's), its app shell; the root
///   `Package.swift` belongs to every module.
/// - Both: a binary module's artifact (`path:`), and a local package of `packages:` belongs to
///   every module that uses one of its products or plugins.
///
/// Built for the paths asked about: only folders that hold one of them are kept, and a
/// package folder is matched by its name under its kind's folder instead of being spelled for
/// every module (a diff names a few files, the graph thousands of modules).
package struct ModuleFolders: Sendable {
    /// Folder (as `RelativePath.description`) -> the modules it belongs to, sorted.
    private var owners: [String: [String]] = [:]
    /// Every module's name, in the single layout: what its root manifest belongs to.
    private let everyModule: [String]
    private let isSingle: Bool

    package init(graph: ModuleGraph, paths: some Sequence<String>) {
        let layout = PackageLayout(options: graph.options)
        isSingle = layout.isSingle
        let modules = graph.modules
        everyModule = isSingle ? modules.map(\.name) : []
        // Every folder that holds an asked path (and the path itself): nothing else can own one.
        var wanted = Set<String>()
        for path in paths {
            var components = RelativePath(path).components  // joined: `RelativePath.description`
            while !components.isEmpty {
                guard wanted.insert(components.joined(separator: "/")).inserted else { break }
                components.removeLast()
            }
        }
        // Lists, sorted and made unique once at the end: most folders have one module.
        var owners: [String: [String]] = [:]
        func own(_ folder: RelativePath, _ module: String) {
            guard !folder.components.isEmpty else { return }
            let text = folder.description
            if wanted.contains(text) { owners[text, default: []].append(module) }
        }
        var packages = PackageFolders(layout: layout)
        // Per kind: its folder and the names right below it among the wanted folders (mostly
        // none: then no module of the kind is hashed). A list: there are a few kinds.
        var kinds: [(kind: ModuleKind, base: String, names: Set<Substring>)] = []
        func wantedPackage(of module: ResolvedModule) -> String? {
            let kind = PackageLayout.folderKind(of: module)
            let entry: (kind: ModuleKind, base: String, names: Set<Substring>)
            if let known = kinds.first(where: { $0.kind == kind }) {
                entry = known
            } else {
                let base = packages.base(of: kind)
                var names = Set<Substring>()
                for folder in wanted where folder.hasPrefix(base) {
                    let rest = folder.dropFirst(base.count)
                    if !rest.utf8.contains(UInt8(ascii: "/")) { names.insert(rest) }
                }
                entry = (kind, base, names)
                kinds.append(entry)
            }
            guard !entry.names.isEmpty, entry.names.contains(Substring(module.name)) else { return nil }
            return entry.base + module.name
        }
        let hosts = Set(modules.compactMap { $0.target.packageHost?.name })
        for module in modules {
            if !isSingle, module.target.packageHost == nil, PackageFolders.isPlain(module.name) {
                if let folder = wantedPackage(of: module) { owners[folder, default: []].append(module.name) }
            } else {
                let directory = layout.directory(of: module)
                for folder in Self.folders(of: module, layout: layout) { own(directory.appending(folder), module.name) }
            }
            // A package shared by several modules: its manifest affects them all, a target's folder its module.
            if !isSingle, module.target.packageHost != nil || (!hosts.isEmpty && hosts.contains(module.name)) {
                let directory = layout.directory(of: module)
                for folder in Self.targetFolders(of: module) { own(directory.appending(folder), module.name) }
            }
            if case .path(let artifact)? = module.target.binary { own(RelativePath(artifact), module.name) }
        }
        let apps = RelativePath(graph.options.appsDir)
        if apps.components.isEmpty || wanted.contains(apps.description) {
            for shell in AppShell.all(in: graph, layout: layout) { own(shell.folder, shell.module) }
        }
        for (alias, package) in graph.packages {
            guard case .path(let path) = package.location, !path.hasPrefix("/"),
                wanted.contains(RelativePath(path).description)
            else { continue }
            for module in graph.modules where Self.uses(module, alias) { own(RelativePath(path), module.name) }
        }
        self.owners = owners.mapValues(\.sortedUnique)
    }

    /// The modules `path` (from the output root, one of those asked about) belongs to: those
    /// of the longest folder that holds it; none for a file under no module's folder.
    package func modules(holding path: String) -> [String] {
        var components = RelativePath(path).components
        if isSingle, components == ["Package.swift"] { return everyModule }
        while !components.isEmpty {
            if let modules = owners[components.joined(separator: "/")] { return modules }
            components.removeLast()
        }
        return []
    }

    /// The folders of a module inside the package that holds it: the package itself (".") in
    /// the packages layout, each target's folder in the single one.
    private static func folders(of module: ResolvedModule, layout: PackageLayout) -> [String] {
        layout.isSingle ? targetFolders(of: module) : ["."]
    }

    /// Each target's folder inside the module's package.
    private static func targetFolders(of module: ResolvedModule) -> [String] {
        var folders = [TargetFolders.main(of: module)]
        if module.hasTests { folders.append(TargetFolders.tests(of: module)) }
        folders += module.target.testTargets.map { TargetFolders.testTarget($0.name) }
        if module.kind == .app { folders.append(TargetFolders.appKit(of: module)) }
        if module.kind == .feature, module.example {
            folders += [TargetFolders.example(of: module), TargetFolders.exampleKit(of: module)]
        }
        if module.kind == .macro { folders.append(TargetFolders.macroPlugin(of: module)) }
        return folders
    }

    /// Whether `module` uses a product or a plugin of the package `alias`.
    static func uses(_ module: ResolvedModule, _ alias: String) -> Bool {
        let products = module.dependencies + module.target.testDependencies
        return products.contains { if case .product(_, alias) = $0 { return true } else { return false } }
            || module.target.plugins.contains { $0.package == alias }
            || module.target.syntaxPackage == alias
    }
}
