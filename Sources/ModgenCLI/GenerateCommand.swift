import ArgumentParser
import Foundation
import ModgenGraph
import ModgenPipeline
import ModgenPlanning
import ModgenSpec
import ModgenWriting

/// `modgen generate`: spec -> graph -> plan -> written tree, touching only what changed.
public struct GenerateCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Write the modular repository the spec describes; regenerate after editing it.",
        discussion: """
        Manifests are owned by modgen and rewritten only when their bytes change; one edited by \
        hand is refused (exit 1) unless --force. Source stubs are written once, only where no file \
        is: one you deleted or renamed is not written again (--restore-stubs writes it). \
        Modules removed from the spec are reported as orphaned; --prune deletes their manifests.
        """
    )

    @Option(name: .long, help: "The spec file.")
    public var spec = "modules.yml"

    @Option(name: .long, help: "The output root (default: the spec's folder). Nothing is written outside it.")
    public var output: String?

    @Option(name: .long, help: "A folder of template sets, searched before the spec's and the installed ones.")
    public var templates: String?

    @Flag(name: .long, help: "Overwrite manifests edited by hand.")
    public var force = false

    @Flag(name: .long, help: "Take over manifests modgen did not write when SwiftPM reads them as it reads modgen's (dump-package); list the others with what differs.")
    public var adopt = false

    @Flag(name: .long, help: "Delete the manifests of modules no longer in the spec (never sources).")
    public var prune = false

    @Flag(name: .customLong("restore-stubs"), help: "Write again the stubs you deleted or renamed (never over a file).")
    public var restoreStubs = false

    @Flag(name: .long, help: "Write nothing; list what would change and exit 1 when anything would.")
    public var check = false

    @Flag(name: .customLong("dry-run"), help: "Write nothing; print the plan.")
    public var dryRun = false

    @Flag(name: .long, help: "Also print libyaml's own report under a YAML syntax error (for bug reports).")
    public var verbose = false

    public init() {}

    public func run() throws {
        let started = Date()
        let pipeline = SpecLoading.pipeline(spec: spec, output: output, templates: templates)
        let options = WriteOptions(force: force, prune: prune, check: check, dryRun: dryRun, restoreStubs: restoreStubs)
        // The fast path's check of the tree needs no spec: it runs while the spec loads. A spec
        // that does not load stops it; its own errors come after the spec's (`generate`).
        let treeCheck = adopt ? nil : pipeline.startGenerating(options)
        // Sources as the last clean run loaded them: no need to load the spec (`SourcesRecord`).
        if let treeCheck {
            let unchanged: WriteReport?
            do { unchanged = try pipeline.unchangedWithoutLoading(treeCheck) } catch { throw error.exit }
            if let unchanged {
                return try finish(unchanged, layoutSwitch: nil, seconds: Date().timeIntervalSince(started))
            }
        }
        let graph: ModuleGraph
        let sources: SpecInputs?
        do { (graph, sources) = try SpecLoading.loaded(pipeline, printer: .standardError(verbose: verbose)) } catch {
            treeCheck?.abandon()
            throw error
        }
        let report: WriteReport
        do {
            let outcome: GeneratorPipeline.Outcome
            if let treeCheck {
                outcome = try pipeline.generate(graph, after: treeCheck, sources: sources)
            } else {
                outcome = try pipeline.generateAdopting(graph, options: options)
            }
            report = outcome.report
            DiagnosticPrinter.standardError().print(outcome.warnings)
        } catch { throw error.exit }
        // Only orphans can come from a layout switch: the common run never computes one.
        let layoutSwitch = report.orphaned.isEmpty ? nil : LayoutSwitch(graph: graph)
        try finish(report, layoutSwitch: layoutSwitch, seconds: Date().timeIntervalSince(started))
    }

    private func finish(_ report: WriteReport, layoutSwitch: LayoutSwitch?, seconds: Double) throws {
        if check || dryRun {
            for line in report.changes { print(line) }
        }
        if !check && !dryRun {
            for path in report.stubsRestored { print("restored \(path)") }
            for path in report.adopted { print("adopted \(path)") }
        }
        ReportNotices.print(report)
        for path in report.orphaned where layoutSwitch?.explains(path) != true {
            printError(report.orphanWarning(path))
        }
        for line in layoutSwitch?.warning(orphaned: report.orphaned) ?? [] {
            printError(line)
        }
        print((check ? "check: " : dryRun ? "dry run: " : "") + RunSummary.line(report, seconds: seconds))
        if !report.succeeded || (check && !report.isUpToDate) { throw ExitCode(1) }
    }
}

func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}
