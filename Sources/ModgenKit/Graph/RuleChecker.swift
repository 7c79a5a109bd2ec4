/// Every written edge must follow the kind rules; each violation names both modules and kinds.
struct RuleChecker {
    let table: ModuleTable
    let rules: DependencyRules
    let options: ProjectOptions
    let log: DiagnosticLog

    func check(_ linked: LinkedDependencies) {
        for edges in linked.edges {
            for edge in edges where !edge.isImplicit { check(edge) }
        }
    }

    private func check(_ edge: DependencyEdge) {
        let from = table.nodes[edge.from]
        let to = table.nodes[edge.to]
        guard !rules.allows(from.kind, toDependOn: to.kind) else { return }
        var message = "\(from.kind.rawValue) module '\(from.name)' cannot depend on \(to.kind.rawValue) module '\(to.name)'"
        let interface = options.interfaceName(for: to.name)
        if to.kind == .feature, rules.allows(from.kind, toDependOn: .interface), table.index(of: interface) != nil {
            message += ": depend on '\(interface)' instead"
        } else {
            let allowed = rules.allowedKinds(for: from.kind).map(\.rawValue)
            message += " (\(from.kind.article) module may depend on: \(allowed.isEmpty ? "nothing" : allowed.joined(separator: ", ")))"
        }
        log.error(message, at: edge.mark)
    }
}
