import ArgumentParser
import Foundation
import ModgenGraph
import ModgenPipeline
import ModgenSpec

/// `modgen validate`: load and check a spec, print every problem, exit 1 on an error.
public struct ValidateCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check a spec: its keys, types, includes, templates, dependency rules and cycles."
    )

    @Option(name: .long, help: "The spec file.")
    public var spec = "modules.yml"

    @Flag(name: .long, help: "Print errors only: no warnings, no summary.")
    public var quiet = false

    @Flag(name: .long, help: "Also print libyaml's own report under a YAML syntax error (for bug reports).")
    public var verbose = false

    @Option(name: .long, help: "A folder of template sets, searched first (as generate's --templates).")
    public var templates: String?

    public init() {}

    public func run() throws {
        ModgenMain.exit(holding: try request.run())
    }

    /// The request the parsed options make (`QuickCommandLine` makes the same from a common line).
    var request: ValidateRequest {
        ValidateRequest(spec: spec, quiet: quiet, verbose: verbose, templates: templates)
    }

    /// Loads and reports; true when there is no error. `output` gets the summary line.
    public static func validate(
        specPath: String, templates: String? = nil, quiet: Bool, environment: [String: String],
        printer: DiagnosticPrinter, output: (String) -> Void
    ) -> Bool {
        validated(specPath: specPath, templates: templates, quiet: quiet, environment: environment, printer: printer, output: output).valid
    }

    /// `validate`, with what the load made (for `run`, which does not free it).
    static func validated(
        specPath: String, templates: String?, quiet: Bool, environment: [String: String],
        printer: DiagnosticPrinter, output: (String) -> Void
    ) -> (valid: Bool, result: SpecLoadResult) {
        let context = RunContext(
            specPath: specPath, templates: templates, environment: environment, version: ModgenVersion.current)
        let result = GeneratorPipeline(context: context).validate()
        printer.print(result.diagnostics, errorsOnly: quiet)
        guard let graph = result.graph else { return (false, result) }
        if !quiet { output(summary(of: graph, warnings: result.diagnostics.count)) }
        return (true, result)
    }

    static func summary(of graph: ModuleGraph, warnings: Int) -> String {
        let modules = graph.modules
        // Matched, not compared: `==` on the origin copied it out of each module first.
        let generated = modules.indices.reduce(0) {
            if case .declared = modules[$1].origin { return $0 }
            return $0 + 1
        }
        let declared = graph.modules.count - generated
        let counts = [plural(declared, "module"), plural(generated, "generated interface")]
            + (warnings == 0 ? [] : [plural(warnings, "warning")])
        return "\(graph.specPath): valid: " + counts.joined(separator: ", ")
    }

    private static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
