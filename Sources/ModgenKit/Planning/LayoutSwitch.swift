/// What moves when a tree generated in one layout (`packages`, `single`) is generated in the
/// other. modgen never moves or deletes sources: the new layout's folders get fresh stubs, the
/// old ones keep the person's code, and the old manifests are orphaned (the writer reports
/// them; `--prune` deletes them). This lists, for the CLI to print, each old target folder that
/// still holds files next to the folder that now takes its place.
public struct LayoutSwitch: Sendable {
    /// A target folder of the old layout and its folder in the current one.
    public struct Move: Hashable, Sendable {
        public var from: String
        public var to: String
    }

    public let graph: ModuleGraph
    private let current: PackageLayout
    private let previous: PackageLayout

    public init(graph: ModuleGraph) {
        self.graph = graph
        var other = graph.options
        other.layout = graph.options.layout == .single ? .packages : .single
        self.current = PackageLayout(options: graph.options)
        self.previous = PackageLayout(options: other)
    }

    /// The manifests the other layout would write for this graph: after a switch, the orphans.
    public var previousManifests: [String] {
        if previous.isSingle { return ["Package.swift"] }
        return graph.modules.map { previous.directory(of: $0).appending("Package.swift").description }
    }

    /// The old layout's target folders holding one of `orphaned` (paths the writer reported),
    /// each with its new folder; sorted by old folder.
    public func moves(orphaned: [String]) -> [Move] {
        var targets: [String: String] = [:]
        for module in graph.modules {
            for target in StubPlanner.targets(of: module) {
                let from = previous.directory(of: module).appending(target.folder)
                targets[from.description] = current.directory(of: module).appending(target.folder).description
            }
        }
        var moves: Set<Move> = []
        for path in orphaned {
            let components = RelativePath(path).components
            for length in stride(from: components.count - 1, to: 0, by: -1) {
                let folder = RelativePath(components: Array(components[..<length])).description
                if let to = targets[folder] {
                    moves.insert(Move(from: folder, to: to))
                    break
                }
            }
        }
        return moves.sorted { $0.from < $1.from }
    }

    /// A warning and one `  old -> new` line per move; empty when nothing moved.
    public func warning(orphaned: [String]) -> [String] {
        let moves = moves(orphaned: orphaned)
        guard !moves.isEmpty else { return [] }
        let now = graph.options.layout.rawValue, before = previous.options.layout.rawValue
        let head = "warning: the layout is now '\(now)' (it was '\(before)'): modgen moves no sources. "
            + "The \(moves.count) target folder\(moves.count == 1 ? "" : "s") below keep\(moves.count == 1 ? "s" : "") your code and the new ones got fresh stubs: "
            + "move your files over the stubs, then run modgen generate --prune to delete the old manifests"
        return [head] + moves.map { "  \($0.from) -> \($0.to)" }
    }
}
