import ModgenGraph
import ModgenSpec

/// Dumped manifests -> one spec: the packages' targets read as modules (`PackageFolding`),
/// kinds inferred (`KindInference`), features joined with their interfaces, mocks and
/// examples (`ModuleFolding`), dependencies resolved to modules or `packages:`
/// (`DependencyResolver`), packages of several modules shared (`PackageSharing`), options and folders inferred (`LayoutInference`), rules audited
/// (`RuleAudit`). Pure: the manifests were read before.
package struct RepositoryImporter {
    let packages: [DumpedPackage]
    let options: ImportOptions
    /// The imported folder, absolute.
    let root: String

    package init(packages: [DumpedPackage], options: ImportOptions, root: String) {
        self.packages = packages.sorted { $0.manifestPath < $1.manifestPath }
        self.options = options
        self.root = root
    }

    package func run() -> ImportedSpec {
        let layout = options.layout ?? LayoutInference.layout(of: packages)
        let single = layout == .single ? LayoutInference.singlePackage(of: packages) : nil
        var spec = ImportedSpec(name: single?.name ?? options.name, toolsVersion: "5.9", platforms: [], layout: layout)
        spec.manifests = packages.map(\.manifestPath)
        let imported = single.map { [$0] } ?? packages
        for package in packages where !imported.contains(package) {
            spec.unexpressible.append("\(package.manifestPath): a package beside the single package; not imported")
        }
        for package in imported {
            spec.unexpressible += package.unexpressible.map { "\(package.manifestPath): \($0)" }
        }
        var candidates: [PackageFolding.Candidate] = []
        for package in imported { candidates += PackageFolding(package: package).candidates(unexpressible: &spec.unexpressible) }
        var folding = ModuleFolding(candidates: candidates, kinds: KindInference(patterns: options.kinds), layout: layout)
        folding.fold()
        var resolver = DependencyResolver(
            packagesByPath: Dictionary(imported.map { (absolute($0.directory), $0) }, uniquingKeysWith: { first, _ in first }),
            root: root, moduleNames: folding.names)
        spec.modules = folding.modules(resolver: &resolver, unexpressible: &spec.unexpressible)
        if layout == .packages { PackageSharing.apply(to: &spec.modules, unexpressible: &spec.unexpressible) }
        spec.interfaceNaming = folding.interfaceNaming
        spec.packages = resolver.packages.values.sorted { $0.alias < $1.alias }
        spec.warnings += resolver.conflicts
        LayoutInference(packages: imported, layout: layout).apply(to: &spec)
        RuleAudit(options: options).apply(to: &spec)
        spec.unexpressible.sort()
        return spec
    }

    private func absolute(_ directory: String) -> String {
        directory.isEmpty ? root : root + "/" + directory
    }
}
