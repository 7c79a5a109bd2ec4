import ModgenSpec

/// The resolved, rule-checked graph of a spec: what the planner turns into files.
public struct ModuleGraph: Sendable {
    /// The project's name (`name:` of the spec).
    public var name: String
    /// The spec's path as the user gave it, for the generated-file header.
    public var specPath: String
    public var options: ProjectOptions
    /// The kind rules the graph was checked against (`rules:` applied), so a dump of the graph
    /// checks the same way.
    package var rules: DependencyRules = .defaults
    /// By alias.
    public var packages: [String: RemotePackage]
    /// Every module, declared and generated, sorted by name.
    public private(set) var modules: [ResolvedModule]
    private var indexByName: NameIndex
    /// Made when a deps module is first asked for (`depsServing`).
    private let servedBy = ServedByTable()

    public init(name: String, specPath: String, options: ProjectOptions, packages: [String: RemotePackage], modules: [ResolvedModule]) {
        self.name = name
        self.specPath = specPath
        self.options = options
        self.packages = packages
        // The resolver hands them over sorted already: checking costs one pass, sorting
        // moves every (large) module.
        let isSorted = modules.indices.dropFirst().allSatisfy { modules[$0 - 1].name < modules[$0].name }
        self.modules = isSorted ? modules : modules.sorted { $0.name < $1.name }
        // By index and field: a copy of a module per step cost more than the tables.
        var names: [String] = []
        names.reserveCapacity(self.modules.count)
        for offset in self.modules.indices { names.append(self.modules[offset].name) }
        self.indexByName = NameIndex(names)
    }

    /// The resolver's graph: `modules` are the table's nodes, in its order (sorted by name), and
    /// `indexByName` the table's index of them, taken over instead of built again.
    init(
        name: String, specPath: String, options: ProjectOptions, packages: [String: RemotePackage],
        sortedModules modules: [ResolvedModule], indexByName: NameIndex
    ) {
        self.name = name
        self.specPath = specPath
        self.options = options
        self.packages = packages
        self.modules = modules
        self.indexByName = indexByName
    }

    public subscript(name: String) -> ResolvedModule? {
        indexByName.index(of: name).map { modules[$0] }
    }

    /// The index in `modules` of the module called `name`: reading a field or two of it there
    /// spares the copy of the whole module the subscript makes (every edge of a manifest).
    package func index(ofModule name: String) -> Int? {
        indexByName.index(of: name)
    }

    /// Whether `depsServing` was asked and made its table (for tests).
    var servedByIsMade: Bool { servedBy.isMade }

    /// The deps modules that serve `feature`, sorted by name.
    public func depsServing(_ feature: String) -> [ResolvedModule] {
        (servedBy.table(of: modules)[feature] ?? []).compactMap { self[$0] }
    }
}
