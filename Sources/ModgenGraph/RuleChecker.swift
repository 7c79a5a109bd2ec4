import ModgenDiagnostics
import ModgenSpec

/// Every written edge must follow the kind rules; each violation names both modules and kinds.
/// An `XTesting` module (mocks) is for test targets, examples and other testing modules only.
struct RuleChecker {
    let table: ModuleTable
    let rules: DependencyRules
    let options: ProjectOptions
    let log: DiagnosticRecorder

    func check(_ linked: LinkedDependencies) {
        let allowed = KindMatrix(rules)
        for edges in linked.edges {
            for edge in edges where !edge.isImplicit {
                if reportsTestingUse(edge) { continue }
                if !allowed[table.kinds[edge.from], table.kinds[edge.to]] { report(edge) }
            }
        }
    }

    /// A production target on an `XTesting` module: true when that was reported.
    private func reportsTestingUse(_ edge: DependencyEdge) -> Bool {
        let from = table.nodes[edge.from], to = table.nodes[edge.to]
        guard case .testing(let mocked, _) = to.origin else { return false }
        if case .testing = from.origin { return false }
        log.error(
            "\(from.kind.rawValue) module '\(from.name)' cannot depend on '\(to.name)', the mocks of '\(mocked)': only tests and examples may; use testDependencies",
            at: edge.mark)
        return true
    }

    private func report(_ edge: DependencyEdge) {
        let from = table.nodes[edge.from]
        let to = table.nodes[edge.to]
        var message = "\(from.kind.rawValue) module '\(from.name)' cannot depend on \(to.kind.rawValue) module '\(to.name)'"
        let interface = options.interfaceName(for: to.name)
        if to.kind == .executable {
            message += ": nothing may depend on an executable (SwiftPM links no target against one); move the shared code into a core module both use"
        } else if to.kind == .feature, rules.allows(from.kind, toDependOn: .interface), table.index(of: interface) != nil {
            message += ": depend on '\(interface)' instead"
        } else {
            let allowed = rules.allowedKinds(for: from.kind).map(\.rawValue)
            message += " (\(from.kind.article) module may depend on: \(allowed.isEmpty ? "nothing" : allowed.joined(separator: ", ")))"
        }
        log.error(message, at: edge.mark)
    }
}

/// `DependencyRules.allows` as a table indexed by kind: asked once per edge.
private struct KindMatrix {
    private static let width = ModuleKind.allCases.count
    private let allowed: [Bool]

    init(_ rules: DependencyRules) {
        allowed = ModuleKind.allCases.flatMap { from in ModuleKind.allCases.map { rules.allows(from, toDependOn: $0) } }
    }

    subscript(from: ModuleKind, to: ModuleKind) -> Bool {
        allowed[from.ordinal * Self.width + to.ordinal]
    }
}

extension ModuleKind {
    /// The position in `allCases`.
    var ordinal: Int {
        switch self {
        case .app: return 0
        case .feature: return 1
        case .interface: return 2
        case .core: return 3
        case .deps: return 4
        case .binary: return 5
        case .macro: return 6
        case .executable: return 7
        case .system: return 8
        }
    }
}
