import ModgenGraph
import ModgenSpec

/// Each module's package folder (`PackageLayout.directory(of:)`) and its text, found once per
/// plan and read by the module's index in `graph.modules`. The stubs, the manifests, the app
/// shells' check, the workspace and the test plan each asked the layout again for every
/// module, and each answer builds a path: a few thousand instructions, five times a module.
struct ModuleDirectories: Sendable {
    let paths: [RelativePath]
    /// `paths[index].description`.
    let texts: [String]

    init(graph: ModuleGraph, layout: PackageLayout) {
        paths = graph.modules.map { layout.directory(of: $0) }
        texts = paths.map(\.description)
    }
}
