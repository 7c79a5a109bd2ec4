import ArgumentParser
import Foundation
import ModgenGraph
import ModgenPipeline
import YAMLTree

/// `modgen check`: the imports of every generated target's Swift files against the spec:
/// implicit and forbidden imports are errors at the file's line, unused dependencies are
/// warnings; `--fix` declares the allowed implicit ones and removes the unused ones.
public struct CheckCommand: ParsableCommand {
    public enum Format: String, ExpressibleByArgument, CaseIterable, Sendable {
        case text, json
    }

    public static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check the Swift files' imports against the spec: implicit, forbidden and unused dependencies."
    )

    @Option(name: .long, help: "The spec file.")
    public var spec = "modules.yml"

    @Option(name: .long, help: "The output root (default: the spec's folder).")
    public var output: String?

    @Option(name: .long, help: "text (diagnostics on stderr) or json (one sorted document on stdout).")
    public var format: Format = .text

    @Flag(name: .long, help: "Add the implicit imports a rule allows to the spec and remove the unused dependencies, as text edits.")
    public var fix = false

    public init() {}

    public func run() throws {
        let pipeline = SpecLoading.pipeline(spec: spec, output: output)
        let graph = try SpecLoading.graph(pipeline)
        let check = SourceCheck(pipeline: pipeline)
        var report = check.run(graph)
        if fix {
            do throws(PipelineFailure) {
                report = try check.fix(report)
                if !report.applied.isEmpty {
                    // Check again against the edited spec: what is left is what --fix could not do.
                    let applied = report.applied, unfixed = report.unfixed
                    report = check.run(try Self.reloaded(pipeline))
                    report.applied = applied
                    report.unfixed = unfixed
                }
            } catch {
                throw error.exit
            }
        }
        switch format {
        case .text:
            for line in report.applied { print("\(spec): \(line)") }
            DiagnosticPrinter.standardError().print(report.diagnostics)
            let errors = report.diagnostics.filter { $0.severity == .error }.count
            let warnings = report.diagnostics.count - errors
            print("checked \(report.filesRead) Swift files: \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")")
        case .json:
            print(CheckJSON.render(report))
        }
        if report.hasErrors { throw ExitCode(1) }
    }
}

extension CheckCommand {
    /// The graph of the spec `--fix` edited.
    fileprivate static func reloaded(_ pipeline: GeneratorPipeline) throws(PipelineFailure) -> ModuleGraph {
        let result = pipeline.loadGraph()
        guard let graph = result.graph else { throw PipelineFailure(result.diagnostics) }
        return graph
    }
}

/// `check --format json`: one document, keys and findings in a fixed order.
enum CheckJSON {
    static func render(_ report: SourceCheck.Report) -> String {
        let described = report.findings.map { ($0.kind.rawValue, $0.diagnostic) } + report.unfixed.map { ("unfixed", $0) }
        let items = described.map { kind, diagnostic -> String in
            var fields = [
                ("kind", JSONRenderer.quoted(kind)),
                ("severity", JSONRenderer.quoted(diagnostic.severity.rawValue)),
                ("file", JSONRenderer.quoted(diagnostic.location?.file ?? diagnostic.file ?? "")),
                ("line", String(diagnostic.location?.line ?? 0)),
                ("column", String(diagnostic.location?.column ?? 0)),
                ("message", JSONRenderer.quoted(diagnostic.message)),
            ]
            if let note = diagnostic.note {
                fields.append(("note", "{\"file\":\(JSONRenderer.quoted(note.location.file)),\"line\":\(note.location.line),\"column\":\(note.location.column),\"message\":\(JSONRenderer.quoted(note.message))}"))
            }
            return "{" + fields.map { "\(JSONRenderer.quoted($0.0)):\($0.1)" }.joined(separator: ",") + "}"
        }
        let applied = report.applied.map(JSONRenderer.quoted).joined(separator: ",")
        return "{\"files\":\(report.filesRead),\"fixed\":[\(applied)],\"diagnostics\":[\(items.joined(separator: ","))]}"
    }
}
