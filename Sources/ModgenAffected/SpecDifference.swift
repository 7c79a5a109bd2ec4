import ModgenGraph
import ModgenSpec
import YAMLTree

/// The modules a spec edit changes: those whose resolved entry differs between the base and
/// the head version of the spec, compared module by module (declared and generated, so an
/// edit of a feature's `interfaceDependencies` changes its interface). Where a module is
/// declared does not count (an edit above it moves its line), what the manifest says does:
/// kind, dependencies, target options, tests, example, template set. Beyond the entries:
/// different `options:` change every module (versions, platforms, folders, layout), and a
/// different entry of `packages:` changes the modules that use that package.
package struct SpecDifference: Sendable {
    /// Changed module (of the head graph) -> why, for the report.
    package private(set) var changed: [String: String] = [:]

    package init(base: ModuleGraph, head: ModuleGraph) {
        if base.options != head.options {
            for module in head.modules { changed[module.name] = "options: changed" }
            return
        }
        for module in head.modules {
            guard let old = base[module.name] else {
                changed[module.name] = "new in the spec"
                continue
            }
            if Self.entry(old) != Self.entry(module) { changed[module.name] = "its entry in the spec changed" }
        }
        let aliases = Set(base.packages.keys).union(head.packages.keys)
        for alias in aliases.sorted() where base.packages[alias] != head.packages[alias] {
            for module in head.modules where changed[module.name] == nil && ModuleFolders.uses(module, alias) {
                changed[module.name] = "package '\(alias)' changed"
            }
        }
    }

    /// The module as the planner reads it, its place in the spec left out.
    private static func entry(_ module: ResolvedModule) -> ResolvedModule {
        var entry = module
        entry.location = Mark(file: "", line: 0, column: 0)
        return entry
    }
}
