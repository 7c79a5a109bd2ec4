import ModgenGraph
import ModgenSpec

/// What moves when a tree generated in one layout (`packages`, `single`) is generated in the
/// other. modgen never moves or deletes sources: the new layout's folders get fresh stubs, the
/// old ones keep the person's code, and the old manifests are orphaned (the writer reports
/// them; `--prune` deletes them). This lists, for the CLI to print, each old target folder that
/// still holds files next to the folder that now takes its place.
package struct LayoutSwitch: Sendable {
    /// A target folder of the old layout and its folder in the current one.
    struct Move: Hashable, Sendable {
        var from: String
        var to: String
    }

    package let graph: ModuleGraph
    private let current: PackageLayout
    private let previous: PackageLayout
    /// Each target folder of the other layout -> the same target's folder in this one.
    private let targetFolders: [String: String]

    package init(graph: ModuleGraph) {
        self.graph = graph
        var other = graph.options
        other.layout = graph.options.layout == .single ? .packages : .single
        let current = PackageLayout(options: graph.options), previous = PackageLayout(options: other)
        var folders: [String: String] = [:]
        for module in graph.modules {
            for target in StubPlanner.targets(of: module) {
                let from = previous.directory(of: module).appending(target.folder)
                folders[from.description] = current.directory(of: module).appending(target.folder).description
            }
        }
        self.current = current
        self.previous = previous
        self.targetFolders = folders
    }

    /// The manifests the other layout would write for this graph: after a switch, the orphans.
    var previousManifests: [String] {
        if previous.isSingle { return [PackageManifest.fileName] }
        return graph.modules.map { previous.directory(of: $0).appending(PackageManifest.fileName).description }
    }

    /// True when `path` is orphaned by the switch rather than by a module leaving the spec: a
    /// manifest of the other layout or a file in one of its target folders.
    package func explains(_ path: String) -> Bool {
        isPreviousManifest(path) || previousTargetFolder(of: path) != nil
    }

    /// The old layout's target folders holding one of `orphaned` (paths the writer reported),
    /// each with its new folder; sorted by old folder.
    func moves(orphaned: [String]) -> [Move] {
        let moves = Set(orphaned.compactMap { path in previousTargetFolder(of: path).map { Move(from: $0.from, to: $0.to) } })
        return moves.sorted { $0.from < $1.from }
    }

    private func previousTargetFolder(of path: String) -> (from: String, to: String)? {
        let components = RelativePath(path).components
        for length in stride(from: components.count - 1, to: 0, by: -1) {
            let folder = RelativePath(components: Array(components[..<length])).description
            if let to = targetFolders[folder] { return (folder, to) }
        }
        return nil
    }

    private func isPreviousManifest(_ path: String) -> Bool {
        if previous.isSingle { return path == PackageManifest.fileName }
        guard path.hasSuffix("/" + PackageManifest.fileName) else { return false }
        let folder = RelativePath(path).components.dropLast()
        guard let name = folder.last, let module = graph[name] else { return false }
        return previous.directory(of: module).components == Array(folder)
    }

    /// A warning and one `  old -> new` line per move; empty when nothing moved.
    package func warning(orphaned: [String]) -> [String] {
        let moves = moves(orphaned: orphaned)
        guard !moves.isEmpty else { return [] }
        let now = graph.options.layout.rawValue, before = previous.options.layout.rawValue
        let head = "warning: the layout is now '\(now)' (it was '\(before)'): modgen moves no sources. "
            + "The \(moves.count) target folder\(moves.count == 1 ? "" : "s") below keep\(moves.count == 1 ? "s" : "") your code and the new ones got fresh stubs: "
            + "move your files over the stubs, then run modgen generate --prune to delete the old manifests"
        return [head] + moves.map { "  \($0.from) -> \($0.to)" }
    }
}
