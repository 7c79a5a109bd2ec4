import YAMLTree
import ModgenDiagnostics
import ModgenSpec

/// The edges of the graph: written dependencies resolved by name, plus the implicit ones
/// (a feature on its interface, a deps module on the interfaces of the features it serves).
struct LinkedDependencies {
    /// Per module of the table: its edges to other modules.
    var edges: [[DependencyEdge]]
    /// Per module of the table: its package products.
    var products: [[ModuleDependency]]
    var usedPackages: Set<String> = []
}

struct DependencyLinker {
    let table: ModuleTable
    let spec: Spec
    let log: DiagnosticLog
    private let packageAliases: Set<String>
    private let moduleNames: SuggestionIndex
    private let serves: ServesCheck

    init(table: ModuleTable, spec: Spec, log: DiagnosticLog) {
        self.table = table
        self.spec = spec
        self.log = log
        packageAliases = Set(spec.packages.map(\.package.alias))
        moduleNames = SuggestionIndex { table.names + spec.brokenNames.sorted() }
        serves = ServesCheck(table: table, spec: spec, log: log)
    }

    func link() -> LinkedDependencies {
        let count = table.nodes.count
        var linked = LinkedDependencies(edges: Array(repeating: [], count: count), products: Array(repeating: [], count: count))
        for index in table.nodes.indices {
            for dependency in table.nodes[index].written { link(dependency, of: index, into: &linked) }
            addImplicitEdges(of: index, into: &linked)
        }
        return linked
    }

    private func link(_ dependency: SpecDependency, of index: Int, into linked: inout LinkedDependencies) {
        switch dependency.target {
        case .name(let name), .module(let name):
            guard let target = table.index(of: name) else {
                reportUnknownModule(name, dependency)
                return
            }
            guard target != index else {
                log.error("'\(table.nodes[index].name)' depends on itself", at: dependency.mark)
                return
            }
            linked.edges[index].append(DependencyEdge(from: index, to: target, mark: dependency.mark, isImplicit: false))
        case .product(let product, let package):
            guard packageAliases.contains(package) else {
                if !spec.brokenNames.contains(package) {
                    let hint = Suggestion.hint(for: package, among: packageAliases.union(spec.brokenNames))
                    log.error("unknown package '\(package)'\(hint)", at: dependency.mark)
                }
                return
            }
            linked.usedPackages.insert(package)
            linked.products[index].append(.product(name: product, package: package))
        }
    }

    private func reportUnknownModule(_ name: String, _ dependency: SpecDependency) {
        if spec.brokenNames.contains(name) { return }
        if case .name = dependency.target, packageAliases.contains(name) {
            log.error("'\(name)' is a package, not a module: write { package: \(name) }", at: dependency.mark)
            return
        }
        let hint = moduleNames.hint(for: name)
        log.error("unknown module '\(name)'\(hint)", at: dependency.mark)
    }

    private func addImplicitEdges(of index: Int, into linked: inout LinkedDependencies) {
        let interface = table.interfaceOf[index]
        if interface >= 0 {
            linked.edges[index].append(DependencyEdge(from: index, to: interface, mark: table.nodes[index].mark, isImplicit: true))
        }
        guard table.kinds[index] == .deps, case .declared = table.nodes[index].origin else { return }
        let node = table.nodes[index]
        for served in spec.modules[node.source].serves {
            guard let feature = serves.feature(served, of: node),
                  let interface = table.index(of: spec.options.interfaceName(for: feature)) else { continue }
            linked.edges[index].append(DependencyEdge(from: index, to: interface, mark: served.mark, isImplicit: true))
        }
    }
}
