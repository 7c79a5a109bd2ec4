import ModgenGraph
import ModgenSpec

/// Every written edge between modules checked against the default rules: each one that
/// breaks them is a warning naming its manifest; with `--rules-from-graph`, `rules:` widens
/// each such kind's list by the kinds it was seen depending on, so the graph as it is validates.
struct RuleAudit {
    let options: ImportOptions

    func apply(to spec: inout ImportedSpec) {
        var kinds: [String: ModuleKind] = [:]
        let naming = spec.interfaceNaming ?? "{name}Interface"
        for module in spec.modules {
            kinds[module.name] = module.kind
            if module.kind == .feature { kinds[naming.replacingOccurrences(of: "{name}", with: module.name)] = .interface }
            if module.testing { kinds[TargetNames.testing(module.name)] = .interface }
        }
        let rules = DependencyRules.defaults
        var widened: [ModuleKind: Set<ModuleKind>] = [:]
        for module in spec.modules {
            let lists: [(ModuleKind, [ImportedModule.Edge])] = [(module.kind, module.dependencies), (.interface, module.interfaceDependencies)]
            for (from, edges) in lists {
                for edge in edges {
                    guard case .module(let name) = edge.dependency, let to = kinds[name], !rules.allows(from, toDependOn: to) else { continue }
                    let who = from == module.kind ? "'\(module.name)'" : "the interface of '\(module.name)'"
                    spec.warnings.append("\(module.manifestPath): warning: \(who) (\(from.rawValue)) depends on '\(name)' (\(to.rawValue)), which the default rules forbid")
                    widened[from, default: Set(rules.allowedKinds(for: from))].insert(to)
                }
            }
        }
        guard options.rulesFromGraph else { return }
        spec.rules = ModuleKind.allCases.compactMap { kind in widened[kind].map { (kind, $0.sorted()) } }
    }
}
