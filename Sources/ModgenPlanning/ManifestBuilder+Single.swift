import ModgenDiagnostics
import ModgenSpec

extension ManifestBuilder {
    /// The `single` layout's one manifest at the output root, named after the project: every
    /// module's targets and products, every package any of them uses. Target names must be
    /// unique in one package: a clash (module `SearchTests` beside `Search`'s tests) is an error.
    func singleManifest(diagnostics: inout [Diagnostic]) -> PackageManifest {
        let root = RelativePath("")
        var packages: [PackageDependency] = []
        var products: [ManifestProduct] = []
        var targets: [ManifestTarget] = []
        var owners: [String: String] = [:]
        for module in graph.modules {
            let moduleTargets = self.targets(of: module, from: root, packages: &packages, diagnostics: &diagnostics)
            for target in moduleTargets {
                if let owner = owners.updateValue(module.name, forKey: target.name), owner != module.name {
                    diagnostics.append(.error(
                        "target '\(target.name)' of module '\(module.name)' clashes with a target of module '\(owner)'; in the single layout every target name must be unique",
                        at: module.location))
                }
            }
            targets += moduleTargets
            products += self.products(of: module)
        }
        return manifest(name: graph.name, products: products, packages: packages, targets: targets)
    }
}
