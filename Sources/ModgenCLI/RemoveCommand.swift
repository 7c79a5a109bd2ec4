import ArgumentParser
import Foundation
import ModgenPipeline

/// `modgen remove NAME`: the module out of the spec and its generated files pruned; refused
/// while anything uses it, unless `--force`.
public struct RemoveCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Remove a module: its spec entry and its generated files; its sources stay unless --delete-sources.",
        discussion: """
        Refused (exit 1, nothing changed) while another module's entry names it or a Swift file \
        outside its folders imports it; every such place is listed. --force removes it anyway \
        and takes it out of the other modules' lists; the importing files are yours to fix.
        """
    )

    @Argument(help: "The module to remove.")
    public var name: String

    @Option(name: .long, help: "The spec file.")
    public var spec = "modules.yml"

    @Option(name: .long, help: "The output root (default: the spec's folder).")
    public var output: String?

    @Flag(name: .long, help: "Remove it although other modules or sources use it.")
    public var force = false

    @Flag(name: .customLong("delete-sources"), help: "Also delete its source folders (its package, targets and app shell).")
    public var deleteSources = false

    public init() {}

    public func run() throws {
        let started = Date()
        let pipeline = SpecLoading.pipeline(spec: spec, output: output)
        let outcome: ModuleRemoval.Outcome
        do {
            outcome = try ModuleRemoval(specPath: spec, name: name, force: force, deleteSources: deleteSources).run(with: pipeline)
        } catch {
            throw error.exit
        }
        DiagnosticPrinter.standardError().print(outcome.diagnostics)
        print("removed \(name) from \(spec)")
        for folder in outcome.sourceFolders {
            print(deleteSources ? "deleted \(folder)" : "kept \(folder) (your sources; --delete-sources deletes them)")
        }
        guard let report = outcome.report else { return }
        print(RunSummary.line(report, seconds: Date().timeIntervalSince(started)))
        if !report.succeeded { throw ExitCode(1) }
    }
}
