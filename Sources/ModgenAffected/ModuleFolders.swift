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
package struct ModuleFolders: Sendable {
    /// Folder (as `RelativePath.description`) -> the modules it belongs to, sorted.
    private var owners: [String: [String]] = [:]
    /// Every module's name: what the single layout's root manifest belongs to.
    private let everyModule: [String]
    private let isSingle: Bool

    package init(graph: ModuleGraph) {
        let layout = PackageLayout(options: graph.options)
        isSingle = layout.isSingle
        let modules = graph.modules
        everyModule = modules.map(\.name)
        // Lists, sorted and made unique once at the end: most folders have one module, and a
        // set per folder cost more than the rest of the table.
        var owners: [String: [String]] = [:]
        owners.reserveCapacity(modules.count)
        func own(_ folder: RelativePath, _ module: String) {
            guard !folder.components.isEmpty else { return }
            owners[folder.description, default: []].append(module)
        }
        // In the packages layout a module's folder is its kind's folder (one of a few, spelled
        // once each) and its name, a plain component: joined as text, not as a path per module.
        var kindFolders: [ModuleKind: String] = [:]
        let hosts = Set(modules.compactMap { $0.target.packageHost?.name })
        for index in modules.indices {
            let module = modules[index]
            if !isSingle, module.target.packageHost == nil,
               let folder = Self.packageFolder(of: module, layout: layout, kindFolders: &kindFolders) {
                owners[folder, default: []].append(module.name)
            } else {
                let directory = layout.directory(of: module)
                for folder in Self.folders(of: module, layout: layout) { own(directory.appending(folder), module.name) }
            }
            // A package shared by several modules: its manifest affects them all, a target's folder its module.
            if !isSingle, module.target.packageHost != nil || hosts.contains(module.name) {
                let directory = layout.directory(of: module)
                for folder in Self.targetFolders(of: module) { own(directory.appending(folder), module.name) }
            }
            if case .path(let artifact)? = module.target.binary { own(RelativePath(artifact), module.name) }
        }
        for shell in AppShell.all(in: graph, layout: layout) { own(shell.folder, shell.module) }
        for (alias, package) in graph.packages {
            guard case .path(let path) = package.location, !path.hasPrefix("/") else { continue }
            for module in graph.modules where Self.uses(module, alias) { own(RelativePath(path), module.name) }
        }
        self.owners = owners.mapValues(\.sortedUnique)
    }

    /// The modules `path` (from the output root) belongs to: those of the longest folder that
    /// holds it; none for a file under no module's folder.
    package func modules(holding path: String) -> [String] {
        var path = RelativePath(path)
        if isSingle, path.components == ["Package.swift"] { return everyModule }
        while !path.components.isEmpty {
            if let modules = owners[path.description] { return modules }
            path = RelativePath(components: Array(path.components.dropLast()))
        }
        return []
    }

    /// `layout.packageDirectory(of: module).description`, from its kind's folder spelled once
    /// (`kindFolders`); nil when the name is not one plain component, or its folder is the root.
    private static func packageFolder(
        of module: ResolvedModule, layout: PackageLayout, kindFolders: inout [ModuleKind: String]
    ) -> String? {
        let name = module.name
        guard !name.isEmpty, name != ".", name != "..", !name.utf8.contains(UInt8(ascii: "/")) else { return nil }
        var kind = module.kind
        if case .testing(_, let mockedKind) = module.origin { kind = mockedKind }
        let base: String
        if let known = kindFolders[kind] {
            base = known
        } else {
            let folder = RelativePath(layout.options.packagesDir).appending(layout.options.folder(for: kind))
            base = folder.components.isEmpty ? "" : folder.description + "/"
            kindFolders[kind] = base
        }
        return base + name
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
