import YAMLTree
import ModgenDiagnostics

/// How many nodes module templates may copy in one spec, all merges together: the template
/// counterpart of `YAMLLimits.maxAliasExpansion`. Templates that list the same templates
/// level after level double at each level; without a bound, a 2 KB spec fills the memory.
struct TemplateBudget {
    /// Far above what real specs use (50,000 modules with a 40-node template each).
    static let defaultLimit = 4_000_000

    let limit: Int
    private(set) var spent = 0
    /// True once a spend went over the limit: nothing more can be spent.
    private(set) var isExhausted = false

    init(limit: Int = Self.defaultLimit) {
        self.limit = limit
    }

    /// Spends `nodes`; false, with one error at `mark`, when that goes over the limit.
    mutating func spend(_ nodes: Int, at mark: Mark, log: DiagnosticLog) -> Bool {
        guard !isExhausted else { return false }
        spent += nodes
        guard spent > limit else { return true }
        isExhausted = true
        log.error(
            "module templates expand to more than \(limit) nodes (templates that list the same templates at every level?)",
            at: mark)
        return false
    }
}

extension Node {
    /// This node and every node under it.
    var nodeCount: Int {
        switch content {
        case .scalar: return 1
        case .sequence(let items): return items.reduce(1) { $0 + $1.nodeCount }
        case .mapping(let mapping): return mapping.entries.reduce(1) { $0 + $1.key.nodeCount + $1.value.nodeCount }
        }
    }
}
