import ModgenDiagnostics
import ModgenGraph
import ModgenSpec
import YAMLTree

/// Gathers a planning run's problems as diagnostics, one per distinct problem: a missing
/// template set is reported once, at the first module (by name) that uses it.
struct ProblemCollector {
    let options: ProjectOptions
    var diagnostics: [Diagnostic] = []
    private var seen: Set<String> = []

    init(options: ProjectOptions) {
        self.options = options
    }

    mutating func add(_ error: any Error, module: ResolvedModule) {
        let message = "\(error)"
        guard seen.insert(message).inserted else { return }
        switch error {
        case let error as TemplateError:
            let line = error.line.map { Mark(file: error.file, line: $0, column: error.column) }
            diagnostics.append(Diagnostic(.error, error.message, at: line, file: error.file))
        case let error as TemplateSetNotFound:
            diagnostics.append(.error("module '\(module.name)'\(origin(of: error.name)): \(error)", at: module.location))
        default:
            diagnostics.append(.error("module '\(module.name)': \(message)", at: module.location))
        }
    }

    /// Names `options.templateSet` when it is the unknown set: the graph does not tell whether
    /// the module inherited it or named it too, but options.templateSet is wrong either way.
    private func origin(of set: String) -> String {
        set == options.templateSet ? " (and options.templateSet)" : ""
    }

    /// The diagnostics without repeats (the same graph problem seen from several modules).
    var unique: [Diagnostic] {
        var seen: Set<Diagnostic> = []
        return diagnostics.filter { seen.insert($0).inserted }
    }
}
