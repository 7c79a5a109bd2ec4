import ArgumentParser
import ModgenGraph
import ModgenSpec

/// What `modgen validate` was asked to do, as plain values, and the run itself. Made by
/// `ValidateCommand` from what swift-argument-parser parsed, or by `QuickCommandLine` from a
/// common command line.
struct ValidateRequest: Equatable {
    var spec = "modules.yml"
    var quiet = false
    var verbose = false
    var templates: String?

    /// Loads and reports; returns what the load made, for a process to end holding
    /// (`ModgenMain.exit(holding:)`). Throws `ExitCode(1)` when the spec has an error.
    func run() throws -> SpecLoadResult {
        let (valid, result) = ValidateCommand.validated(
            specPath: spec, templates: templates, quiet: quiet, environment: ProcessEnvironment.current(),
            printer: .standardError(verbose: verbose), output: { Swift.print($0) })
        guard valid else { throw ExitCode(1) }
        return result
    }
}
