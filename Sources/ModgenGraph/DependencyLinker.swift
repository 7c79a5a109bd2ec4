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
    /// Per module of the table: its test target's dependencies (modules and products).
    var testDependencies: [[ModuleDependency]] = []
    /// Per module of the table: its test target's edges to other modules.
    var testEdges: [[DependencyEdge]] = []
    /// Per module of the table: the conditions written on its (and its tests') dependencies.
    var conditions: [[ModuleDependency: BuildCondition]] = []
    /// Per module with `testTargets:`: each one's dependencies (modules and products), in the
    /// order written; their edges are in `testEdges`.
    var testTargets: [Int: [[ModuleDependency]]] = [:]
    /// Per module of the table: its edges' targets and its products as the resolved module lists
    /// them (`ResolvedModuleBuilder.sortedDependencies`). Made as each module is linked, in the
    /// linking lanes, which had the time: the lane building the modules afterwards was the longer.
    var sortedDependencies: [[ModuleDependency]] = []
}

/// Links the nodes of one range of the table. Each part of `ParallelLinking` has its own (its
/// suggestion indexes remember what they answered, and its recorder what it said).
struct DependencyLinker {
    let table: ModuleTable
    let spec: Spec
    let log: DiagnosticRecorder
    private let packageAliases: Set<String>
    private let moduleNames: SuggestionIndex
    private let serves: ServesCheck

    init(table: ModuleTable, spec: Spec, log: DiagnosticRecorder) {
        self.table = table
        self.spec = spec
        self.log = log
        packageAliases = Set(spec.packages.map(\.package.alias))
        moduleNames = SuggestionIndex { table.names + spec.brokenNames.sorted() }
        serves = ServesCheck(table: table, spec: spec, log: log)
    }

    /// The nodes of `range` linked into `slots` (the lists of other nodes are not touched).
    func link(_ range: Range<Int>, into slots: LinkSlots) -> LaneLinks {
        var linked = LaneLinks(slots: slots)
        for index in range {
            // Room for the written edges and the implicit ones: growing edge by edge cost more.
            // Most generated interfaces have none: they get no list.
            let room = table.nodes[index].written.count + (table.interfaceOf[index] >= 0 ? 1 : 0) + (table.mocked[index] >= 0 ? 1 : 0)
                + (table.kinds[index] == .deps && table.nodes[index].origin == .declared ? spec.modules[table.nodes[index].source].serves.count : 0)
            if room > 0 { linked.slots.edges[index].reserveCapacity(room) }
            // Entries are read in place, and what one resolved to is only made when a condition
            // needs it: a copy of each entry, and a `ModuleDependency` per edge, cost more.
            // A module entry without a condition, nearly every one, is linked from its name and
            // place read where they lie: passing the entry copied it (a retain per field) and
            // destroyed the copy, a quarter of linking.
            let written = table.nodes[index].written
            for offset in written.indices {
                guard case .none = written[offset].condition else {
                    if let resolved = link(written[offset], of: index, into: &linked), let condition = written[offset].condition {
                        linked.slots.conditions[index][resolved] = condition
                    }
                    continue
                }
                // Two cases, not one that asks `target.isBareName` as the rarer paths below do:
                // that cost linking the 7 MB spec 223 M -> 241 M instructions (callgrind).
                switch written[offset].target {
                case .name(let name):
                    linkModule(name, at: written[offset].mark, writtenAsName: true, of: index, into: &linked)
                case .module(let name):
                    linkModule(name, at: written[offset].mark, writtenAsName: false, of: index, into: &linked)
                case .product:
                    link(written[offset], of: index, into: &linked)
                }
            }
            addImplicitEdges(of: index, into: &linked)
            // The module's edges and products are all there now (test targets' go elsewhere).
            linked.slots.sortedDependencies[index] = ResolvedModuleBuilder.sortedDependencies(
                linked.slots.edges[index], linked.slots.products[index], table: table)
            guard table.nodes[index].origin == .declared else { continue }
            // Read in place: a copy of the `SpecModule` per module cost more than linking it.
            let source = table.nodes[index].source
            linked.slots.testDependencies[index] = linkTestDependencies(spec.modules[source].testDependencies, of: index, into: &linked)
            // The fields few modules set, read through the module's box in place (see `SpecModule.details`).
            let details = spec.modules[source].details
            if !details.value.testTargets.isEmpty {
                linked.testTargets[index] = details.value.testTargets.map { linkTestDependencies($0.dependencies, of: index, into: &linked) }
            }
            linkTestingModule(of: index, into: &linked)
            for plugin in details.value.plugins { checkPackage(plugin.value.package, at: plugin.mark, into: &linked) }
        }
        return linked
    }

    /// A test target's own dependencies, sorted: resolved like the module's, checked by no rule
    /// (tests may use anything), kept out of the module's edges.
    private func linkTestDependencies(_ written: [SpecDependency], of index: Int, into linked: inout LaneLinks) -> [ModuleDependency] {
        guard !written.isEmpty else { return [] }
        var resolvedList: [ModuleDependency] = []
        for dependency in written {
            let resolved: ModuleDependency?
            switch dependency.target {
            case .name(let name), .module(let name):
                let target = table.index(of: name)
                resolved = target == nil ? nil : .module(name)
                if let target, target != index {
                    linked.slots.testEdges[index].append(
                        DependencyEdge(from: index, to: target, mark: dependency.mark, isImplicit: false, isTest: true))
                }
                if resolved == nil { reportUnknownModule(name, at: dependency.mark, writtenAsName: dependency.target.isBareName) }
            case .product(let product, let package):
                resolved = resolveProduct(product, of: package, at: dependency.mark, into: &linked)
            }
            guard let resolved else { continue }
            resolvedList.append(resolved)
            if let condition = dependency.condition { linked.slots.conditions[index][resolved] = condition }
        }
        return Array(Set(resolvedList)).sorted()
    }

    /// A module with `testing: true`: its tests use its `XTesting`. Not an interface's in the
    /// `packages` layout: there `XTesting` depends on the interface's package, which holds the
    /// tests, and SwiftPM refuses packages that depend on each other.
    private func linkTestingModule(of index: Int, into linked: inout LaneLinks) {
        let testing = table.testingOf[index]
        guard testing >= 0, table.kinds[index] == .feature || spec.options.layout == .single else { return }
        let dependency = ModuleDependency.module(table.nodes[testing].name)
        guard !linked.slots.testDependencies[index].contains(dependency) else { return }
        linked.slots.testDependencies[index].append(dependency)
        linked.slots.testDependencies[index].sort()
        linked.slots.testEdges[index].append(
            DependencyEdge(from: index, to: testing, mark: table.nodes[index].mark, isImplicit: true, isTest: true))
    }

    /// Whether the package `alias`, written at `mark`, is one of the spec's (then it counts as
    /// used); when not, said (unless its entry was broken and said so already).
    @discardableResult
    private func checkPackage(_ alias: String, at mark: Mark, into linked: inout LaneLinks) -> Bool {
        guard packageAliases.contains(alias) else {
            if !spec.brokenNames.contains(alias) {
                let hint = Suggestion.hint(for: alias, among: packageAliases.union(spec.brokenNames))
                log.error("unknown package '\(alias)'\(hint)", at: mark)
            }
            return false
        }
        linked.usedPackages.insert(alias)
        return true
    }

    /// The edge to the module `name`, written at `mark` (`writtenAsName`: as a bare name, not
    /// `{ module: }`); false when there is none (logged).
    @discardableResult
    private func linkModule(
        _ name: String, at mark: Mark, writtenAsName: Bool, of index: Int, into linked: inout LaneLinks
    ) -> Bool {
        guard let target = table.index(of: name) else {
            reportUnknownModule(name, at: mark, writtenAsName: writtenAsName)
            return false
        }
        guard target != index else {
            log.error("'\(table.nodes[index].name)' depends on itself", at: mark)
            return false
        }
        linked.slots.edges[index].append(DependencyEdge(from: index, to: target, mark: mark, isImplicit: false))
        return true
    }

    /// What the entry resolved to; nil when it did not (logged). A product goes to the node's
    /// products.
    @discardableResult
    private func link(_ dependency: SpecDependency, of index: Int, into linked: inout LaneLinks) -> ModuleDependency? {
        switch dependency.target {
        case .name(let name), .module(let name):
            let linkedModule = linkModule(
                name, at: dependency.mark, writtenAsName: dependency.target.isBareName, of: index, into: &linked)
            return linkedModule ? .module(name) : nil
        case .product(let product, let package):
            guard let resolved = resolveProduct(product, of: package, at: dependency.mark, into: &linked) else { return nil }
            linked.slots.products[index].append(resolved)
            return resolved
        }
    }

    /// The product `product` of the package `alias`, written at `mark`; nil when there is no
    /// such package (said).
    private func resolveProduct(_ product: String, of alias: String, at mark: Mark, into linked: inout LaneLinks) -> ModuleDependency? {
        checkPackage(alias, at: mark, into: &linked) ? .product(name: product, package: alias) : nil
    }

    private func reportUnknownModule(_ name: String, at mark: Mark, writtenAsName: Bool) {
        if spec.brokenNames.contains(name) { return }
        if writtenAsName, packageAliases.contains(name) {
            log.error("'\(name)' is a package, not a module: write { package: \(name) }", at: mark)
            return
        }
        let hint = moduleNames.hint(for: name)
        log.error("unknown module '\(name)'\(hint)", at: mark)
    }

    private func addImplicitEdges(of index: Int, into linked: inout LaneLinks) {
        let interface = table.interfaceOf[index]
        if interface >= 0 {
            linked.slots.edges[index].append(DependencyEdge(from: index, to: interface, mark: table.nodes[index].mark, isImplicit: true))
        }
        let mocked = table.mocked[index]
        if mocked >= 0 {
            linked.slots.edges[index].append(DependencyEdge(from: index, to: mocked, mark: table.nodes[index].mark, isImplicit: true))
        }
        guard table.kinds[index] == .deps, case .declared = table.nodes[index].origin else { return }
        let node = table.nodes[index]
        for served in spec.modules[node.source].serves {
            guard let feature = serves.feature(served, of: node),
                  let interface = table.index(of: spec.options.interfaceName(for: feature)) else { continue }
            linked.slots.edges[index].append(DependencyEdge(from: index, to: interface, mark: served.mark, isImplicit: true))
        }
    }
}
