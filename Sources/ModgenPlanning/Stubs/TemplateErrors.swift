import ModgenDiagnostics
import ModgenGraph
import ModgenSpec
import Stencil
import YAMLTree

/// A template that cannot be read, parsed or rendered.
///
/// Below: Stencil's errors as `TemplateError`s, `TemplateSetNotFound`, and `TemplateProblems`,
/// which reports any of them (or another error planning a module's stubs) to the run's log.
struct TemplateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The template file.
    var file: String
    /// The 1-based line the problem is on, when there is one (an `{% include %}` tag).
    var line: Int?
    /// The 1-based column on `line`.
    var column: Int
    var message: String

    init(file: String, line: Int? = nil, column: Int = 1, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `file:line:column: error: message`, or `file: error: message` without a line.
    var description: String { "\(file)\(line.map { ":\($0):\(column)" } ?? ""): error: \(message)" }
}

extension TemplateError {
    /// Stencil's error at the tag it names (`<set>/<role>/File.stencil:3:4`), else at `file`.
    /// Stencil names a template as the set's loader does: its path inside `directory`.
    init(_ error: TemplateSyntaxError, directory: String, file: String) {
        guard let token = error.token, let name = token.sourceMap.filename else {
            self.init(file: file, message: error.reason)
            return
        }
        let location = token.sourceMap.location
        self.init(file: "\(directory)/\(name)", line: Int(location.lineNumber), column: location.lineOffset + 1, message: error.reason)
    }
}

/// No folder on the template search path holds the requested set.
package struct TemplateSetNotFound: Error, Hashable, Sendable, CustomStringConvertible {
    package var name: String
    /// The folders looked in, in order.
    package var searched: [String]
    /// Sets that do exist there, sorted.
    var available: [String]

    /// `unknown template set 'mvm'; did you mean 'mvvm'? (available: clean, default, mvvm;
    /// looked in A, B)`.
    package var description: String {
        var text = "unknown template set '\(name)'" + Suggestion.hint(for: name, among: available)
        var details: [String] = []
        if !available.isEmpty { details.append("available: \(available.joined(separator: ", "))") }
        details.append(searched.isEmpty ? "no template folder to look in" : "looked in \(searched.joined(separator: ", "))")
        text += " (\(details.joined(separator: "; ")))"
        return text
    }
}

/// Reports the errors of planning modules' stubs to the run's `DiagnosticLog`, one per distinct
/// problem: a missing template set is reported once, at the first module (by name) that uses it.
struct TemplateProblems {
    let options: ProjectOptions
    let log: DiagnosticLog
    /// The errors' texts reported so far: the same error from another module is a repeat.
    private var seen: Set<String> = []

    init(options: ProjectOptions, log: DiagnosticLog) {
        self.options = options
        self.log = log
    }

    mutating func report(_ error: any Error, module: ResolvedModule) {
        let message = "\(error)"
        guard seen.insert(message).inserted else { return }
        switch error {
        case let error as TemplateError:
            let line = error.line.map { Mark(file: error.file, line: $0, column: error.column) }
            log.add(Diagnostic(.error, error.message, at: line, file: error.file))
        case let error as TemplateSetNotFound:
            log.error("module '\(module.name)'\(origin(of: error.name)): \(error)", at: module.location)
        default:
            log.error("module '\(module.name)': \(message)", at: module.location)
        }
    }

    /// Names `options.templateSet` when it is the unknown set: the graph does not tell whether
    /// the module inherited it or named it too, but options.templateSet is wrong either way.
    private func origin(of set: String) -> String {
        set == options.templateSet ? " (and options.templateSet)" : ""
    }
}
