/// Gathers a planning run's problems as diagnostics, one per distinct problem: a missing
/// template set is reported once, at the first module (by name) that uses it.
struct ProblemCollector {
    var diagnostics: [Diagnostic] = []
    private var seen: Set<String> = []

    mutating func add(_ error: any Error, module: ResolvedModule) {
        let message = "\(error)"
        guard seen.insert(message).inserted else { return }
        switch error {
        case let error as TemplateError:
            diagnostics.append(Diagnostic(.error, error.message, at: nil, file: error.file))
        case let error as TemplateSetNotFound:
            diagnostics.append(.error("module '\(module.name)': \(error)", at: module.location))
        default:
            diagnostics.append(.error("module '\(module.name)': \(message)", at: module.location))
        }
    }

    /// The diagnostics without repeats (the same graph problem seen from several modules).
    var unique: [Diagnostic] {
        var seen: Set<Diagnostic> = []
        return diagnostics.filter { seen.insert($0).inserted }
    }
}
