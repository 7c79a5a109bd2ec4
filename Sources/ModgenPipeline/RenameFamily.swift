import ModgenGraph
import ModgenPlanning
import ModgenWriting

/// The modules a rename moves together and how their names change: the module, the interface
/// and the mocks module it brings, and every target name derived from them (`SearchTests`,
/// `SearchExample`, `SearchExampleKit`...). A derived name that is also a module declared on
/// its own is not part of the family and keeps its name.
///
/// Built from a graph that spells the family `prefix` (the old name before the rename; the
/// new one when a rerun finds the spec already renamed), with `other` the name to map to.
struct RenameFamily {
    /// Graph spelling -> the other spelling, for every name of the family.
    let fromGraph: [String: String]
    /// Whether the graph spells the old names.
    let graphNamesOld: Bool

    init(graph: ModuleGraph, prefix: String, other: String, graphNamesOld: Bool) {
        self.graphNamesOld = graphNamesOld
        let members = graph.modules.filter {
            switch $0.origin {
            case .declared: return $0.name == prefix
            case .interface(let feature): return feature == prefix
            case .testing(let mocked, _): return mocked == prefix
            }
        }
        let memberNames = Set(members.map(\.name))
        let outsiders = Set(graph.modules.map(\.name)).subtracting(memberNames)
        var map: [String: String] = [:]
        for member in members {
            let name = member.name
            let derived = [
                name, TargetNames.tests(name), TargetNames.example(name), TargetNames.kit(TargetNames.example(name)),
                TargetNames.kit(name), TargetNames.macros(name), TargetNames.testing(name),
            ]
            for target in derived where target.hasPrefix(prefix) && !outsiders.contains(target) {
                map[target] = other + target.dropFirst(prefix.count)
            }
        }
        fromGraph = map
    }

    /// Old name -> new name.
    var names: [String: String] {
        graphNamesOld ? fromGraph : Dictionary(uniqueKeysWithValues: fromGraph.map { ($1, $0) })
    }

    /// New name -> old name.
    var newToOld: [String: String] { Dictionary(uniqueKeysWithValues: names.map { ($1, $0) }) }

    /// The folders to move, old -> new: for every planned path, its shallowest folder named
    /// after the family (`Packages/Features/Search`, `Sources/Search`, `Apps/SearchExample`).
    func folderMoves(plan: Plan) -> [FolderMover.Move] {
        var moves = Set<FolderMover.Move>()
        for file in plan.files {
            let parts = file.path.split(separator: "/").dropLast()
            guard let index = parts.firstIndex(where: { fromGraph[String($0)] != nil }) else { continue }
            let folder = parts[...index].joined(separator: "/")
            let mapped = Self.renamed(folder + "/", fromGraph).dropLast()
            moves.insert(graphNamesOld ? FolderMover.Move(from: folder, to: String(mapped)) : FolderMover.Move(from: String(mapped), to: folder))
        }
        return moves.sorted()
    }

    /// modgen's own files of the plan, at their old paths: the mover leaves them for the prune.
    func ownedOldPaths(plan: Plan) -> Set<String> {
        Set(plan.files.filter { $0.ownership == .generated }.map { graphNamesOld ? $0.path : Self.renamed($0.path, fromGraph) })
    }

    /// The stubs of the plan, at their old paths.
    func stubOldPaths(plan: Plan) -> Set<String> {
        Set(plan.files.filter { $0.ownership == .stub }.map { graphNamesOld ? $0.path : Self.renamed($0.path, fromGraph, renamingFile: true) })
    }

    /// A file's path, old -> new: its folders renamed, and a stub's file name too
    /// (`SearchFacade.swift` -> `FindFacade.swift`), so it takes the place of the new module's
    /// stub instead of standing beside a second one.
    func renamePath(_ path: String, isStub: Bool) -> String { Self.renamed(path, names, renamingFile: isStub) }

    /// `path` with each folder that is a name of `map` renamed (a path ending in `/` is all
    /// folders); with `renamingFile`, the file name's longest prefix that is a name of `map` too.
    static func renamed(_ path: String, _ map: [String: String], renamingFile: Bool = false) -> String {
        var parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        for index in parts.indices.dropLast() { parts[index] = map[parts[index]] ?? parts[index] }
        if renamingFile, let file = parts.last,
           let prefix = map.keys.filter({ file.hasPrefix($0) }).max(by: { $0.count < $1.count }),
           let new = map[prefix]
        {
            parts[parts.count - 1] = new + file.dropFirst(prefix.count)
        }
        return parts.joined(separator: "/")
    }
}
