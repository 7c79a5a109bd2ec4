import ModgenDiagnostics
import ModgenSpec

/// `package: Host` entries resolved and checked: the host is a declared module other than
/// the guest, has a package of its own (no chains), and the guest leaves `platforms:` to it.
/// Then the packages themselves must not depend on each other in a circle: SwiftPM refuses
/// that even when the modules do not (`A` in `H`'s package used by `B`, which `H` uses).
struct PackageHostCheck {
    let table: ModuleTable
    let spec: Spec
    let log: DiagnosticRecorder

    /// Per node of the table: the index of its host; nil for a module with its own package.
    func resolve() -> PackageHosts {
        guard spec.modules.contains(where: { $0.details.value.packageHost != nil }) else { return .none }
        var hosts = PackageHosts(count: table.nodes.count)
        for index in table.nodes.indices where table.nodes[index].origin == .declared {
            let module = spec.modules[table.nodes[index].source]
            guard let host = module.packageHost else { continue }
            guard let hostIndex = table.index(of: host.value), table.nodes[hostIndex].origin == .declared else {
                let declared = spec.modules.map(\.name)
                let hint = Suggestion.hint(for: host.value, among: declared)
                log.error("'package' of '\(module.name)' names '\(host.value)', which is not a module declared in the spec\(hint)", at: host.mark)
                continue
            }
            let hostModule = spec.modules[table.nodes[hostIndex].source]
            if hostIndex == index {
                log.error("'package' of '\(module.name)' names the module itself; remove it", at: host.mark)
            } else if let further = hostModule.packageHost {
                log.error(
                    "'package' of '\(module.name)' names '\(host.value)', which is in the package of '\(further.value)' itself; write package: \(further.value)",
                    at: host.mark)
            } else if hostModule.kind == .app || hostModule.kind == .binary {
                log.error(
                    "'package' of '\(module.name)' names \(hostModule.kind.article) module, '\(host.value)'; only a module with sources of its own can hold other modules' targets",
                    at: host.mark)
            } else if module.platforms != nil {
                log.error(
                    "'platforms' of '\(module.name)' would be its package's, and that is the package of '\(host.value)'; set them there and remove them here",
                    at: host.mark)
            } else {
                hosts[index] = hostIndex
            }
        }
        return hosts
    }

    /// A module with `product: false` is used only by targets of its own package (the one
    /// package of the single layout, or its host's and guests' in `packages`).
    func checkProductless(_ linked: LinkedDependencies, hosts: PackageHosts) {
        guard spec.options.layout == .packages else { return }
        let productless = table.nodes.indices.filter { table.nodes[$0].origin == .declared && !spec.modules[table.nodes[$0].source].details.value.vendsProduct }
        guard !productless.isEmpty else { return }
        let closed = Set(productless)
        for index in table.nodes.indices {
            for edge in linked.edges[index] + linked.testEdges[index] where closed.contains(edge.to) {
                guard !Self.inOnePackage(edge, hosts) else { continue }
                log.error(
                    "'\(table.nodes[edge.from].name)' cannot use '\(table.nodes[edge.to].name)': it has no product (product: false), so only targets of its own package may; remove product: false or put '\(table.nodes[edge.from].name)' into its package",
                    at: edge.mark)
            }
        }
    }

    /// `linked` without the test edges between modules of one package: a test target using a
    /// library of its own package is a target edge, not a package edge, so it closes no cycle.
    func packageEdges(_ linked: LinkedDependencies, hosts: PackageHosts) -> LinkedDependencies {
        guard hosts.hasAny else { return linked }
        var result = linked
        for index in result.testEdges.indices where !result.testEdges[index].isEmpty {
            result.testEdges[index].removeAll { Self.inOnePackage($0, hosts) }
        }
        return result
    }

    /// Whether an edge stays inside one package: the same module, or host and guest, or two guests of one host.
    private static func inOnePackage(_ edge: DependencyEdge, _ hosts: PackageHosts) -> Bool {
        (hosts[edge.from] ?? edge.from) == (hosts[edge.to] ?? edge.to)
    }

    /// Every circle of packages, once, at the dependency entry that leaves the first package.
    func checkPackageCycles(_ linked: LinkedDependencies, hosts: PackageHosts) {
        guard hosts.hasAny else { return }
        let package = table.nodes.indices.map { hosts[$0] ?? $0 }
        var adjacency = [[Int]](repeating: [], count: table.nodes.count)
        var marks: [[Int: DependencyEdge]] = Array(repeating: [:], count: table.nodes.count)
        for index in table.nodes.indices {
            for edge in linked.edges[index] + linked.testEdges[index] {
                let (from, to) = (package[edge.from], package[edge.to])
                guard from != to, marks[from][to] == nil else { continue }
                marks[from][to] = edge
                adjacency[from].append(to)
            }
        }
        for tangle in StronglyConnectedComponents.find(adjacency) {
            let members = Set(tangle)
            let first = tangle[0]
            guard let next = adjacency[first].sorted().first(where: members.contains), let edge = marks[first][next] else { continue }
            let names = tangle.map { table.nodes[$0].name }.joined(separator: ", ")
            log.error(
                "the packages of \(names) depend on each other ('\(table.nodes[edge.from].name)' -> '\(table.nodes[edge.to].name)' here closes the circle), which SwiftPM refuses; move the module that makes the circle out of its 'package'",
                at: edge.mark)
        }
    }
}
