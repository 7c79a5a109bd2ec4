import ModgenDiagnostics
import ModgenSpec

/// `serves:` must name features of the spec.
struct ServesCheck {
    let table: ModuleTable
    let spec: Spec
    let log: DiagnosticRecorder
    private let features: SuggestionIndex

    init(table: ModuleTable, spec: Spec, log: DiagnosticRecorder) {
        self.table = table
        self.spec = spec
        self.log = log
        features = SuggestionIndex { table.nodes.filter { $0.kind == .feature }.map(\.name) }
    }

    /// The served feature's name, or nil after logging why the entry is not one.
    func feature(_ served: Located<String>, of node: ModuleNode) -> String? {
        guard let index = table.index(of: served.value) else {
            if !spec.brokenNames.contains(served.value) {
                let hint = features.hint(for: served.value)
                log.error("'\(node.name)' serves unknown feature '\(served.value)'\(hint)", at: served.mark)
            }
            return nil
        }
        let target = table.nodes[index]
        guard target.kind == .feature else {
            log.error(
                "'\(node.name)' serves '\(target.name)', which is \(target.kind.article) module: 'serves' names features",
                at: served.mark)
            return nil
        }
        return target.name
    }
}
