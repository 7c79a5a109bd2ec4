import ArgumentParser
import Foundation
import ModgenGraph
import ModgenPipeline
import ModgenSpec
import ModgenWriting

/// What every command that reads a spec does first: make the run's context, load the graph,
/// print its diagnostics, and stop with exit 1 when there is an error.
enum SpecLoading {
    static func pipeline(spec: String, output: String? = nil, templates: String? = nil) -> GeneratorPipeline {
        GeneratorPipeline(context: RunContext(specPath: spec, output: output, templates: templates, version: ModgenVersion.current))
    }

    static func graph(_ pipeline: GeneratorPipeline, printer: DiagnosticPrinter = .standardError()) throws -> ModuleGraph {
        try loaded(pipeline, printer: printer).graph
    }

    /// `graph`, with what the load read when it had no diagnostic at all (for `generate`'s
    /// sources record; nil when anything was printed).
    static func loaded(_ pipeline: GeneratorPipeline, printer: DiagnosticPrinter = .standardError()) throws
        -> (graph: ModuleGraph, sources: SpecInputs?)
    {
        let result = pipeline.loadGraph()
        printer.print(result.diagnostics)
        guard let graph = result.graph else { throw ExitCode(1) }
        return (graph, result.diagnostics.isEmpty ? result.inputs : nil)
    }

    static func graph(specPath: String) throws -> ModuleGraph {
        try graph(pipeline(spec: specPath))
    }
}

extension PipelineFailure {
    /// Prints every problem to stderr and becomes exit 1.
    var exit: ExitCode {
        DiagnosticPrinter.standardError().print(diagnostics)
        return ExitCode(1)
    }
}

/// The one line every generating command ends with: `created N, ... in 0.42s`.
enum RunSummary {
    static func line(_ report: WriteReport, seconds: Double) -> String {
        "\(report.summary) in \(hundredths(seconds))s"
    }

    /// `seconds` with two decimals (`0.42`, `12.05`): what `String(format: "%.2f")` printed,
    /// without Foundation's formatter (about 0.9 M instructions, a tenth of a no-op at 100
    /// modules, for one number).
    static func hundredths(_ seconds: Double) -> String {
        let total = seconds.isFinite && seconds > 0 ? Int((seconds * 100).rounded()) : 0
        let fraction = total % 100
        return "\(total / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
