import ArgumentParser
import Foundation
import ModgenKit

/// What every command that reads a spec does first: load it, print its diagnostics, and stop
/// with exit 1 when there is an error.
enum SpecLoading {
    static func graph(specPath: String, printer: DiagnosticPrinter = .standardError()) throws -> ModuleGraph {
        let result = SpecPipeline.load(specPath: specPath, environment: ProcessInfo.processInfo.environment)
        printer.print(result.diagnostics)
        guard let graph = result.graph else { throw ExitCode(1) }
        return graph
    }
}
