import ArgumentParser
import Foundation
import ModgenGraph
import ModgenPipeline
import ModgenPlanning
import ModgenSpec
import ModgenWriting

/// What `modgen generate` was asked to do, as plain values, and the run itself: spec -> graph
/// -> plan -> written tree, touching only what changed. Made by `GenerateCommand` from what
/// swift-argument-parser parsed, or by `QuickCommandLine` from a common command line.
struct GenerateRequest: Equatable {
    var spec = "modules.yml"
    var output: String?
    var templates: String?
    var force = false
    var adopt = false
    var prune = false
    var restoreStubs = false
    var check = false
    var dryRun = false
    var verbose = false

    /// Runs; returns what the run made, for a process to end holding (`ModgenMain.exit(holding:)`).
    func run() throws -> Finished {
        let started = Date()
        let options = WriteOptions(force: force, prune: prune, check: check, dryRun: dryRun, restoreStubs: restoreStubs)
        // The fast path's check of the tree needs no spec: it runs while the spec loads. A spec
        // that does not load stops it; its own errors come after the spec's (`generate`). It
        // starts before the rest of the run's context is made, which it does not need either.
        let treeCheck = adopt ? nil : GeneratorPipeline.startGenerating(options, at: OutputPlace(specPath: spec, output: output))
        let pipeline = SpecLoading.pipeline(spec: spec, output: output, templates: templates)
        // Sources as the last clean run loaded them: no need to load the spec (`SourcesRecord`).
        if let treeCheck {
            let unchanged: WriteReport?
            do { unchanged = try pipeline.unchangedWithoutLoading(treeCheck) } catch { throw error.exit }
            if let unchanged {
                try finish(unchanged, layoutSwitch: nil, seconds: Date().timeIntervalSince(started))
                return Finished(report: unchanged, graph: nil)
            }
        }
        // The template set planning will most likely need loads on the second core meanwhile.
        let preload = treeCheck == nil ? nil : pipeline.startPreloadingTemplates()
        let graph: ModuleGraph
        let sources: SpecInputs?
        do { (graph, sources) = try SpecLoading.loaded(pipeline, printer: .standardError(verbose: verbose)) } catch {
            treeCheck?.abandon()
            preload?.finish()
            throw error
        }
        let report: WriteReport
        do {
            let outcome: GeneratorPipeline.Outcome
            if let treeCheck {
                outcome = try pipeline.generate(graph, after: treeCheck, sources: sources, preload: preload)
            } else {
                outcome = try pipeline.generateAdopting(graph, options: options)
            }
            report = outcome.report
            DiagnosticPrinter.standardError().print(outcome.warnings)
        } catch { throw error.exit }
        // Only orphans can come from a layout switch: the common run never computes one.
        let layoutSwitch = report.orphaned.isEmpty ? nil : LayoutSwitch(graph: graph)
        try finish(report, layoutSwitch: layoutSwitch, seconds: Date().timeIntervalSince(started))
        return Finished(report: report, graph: graph)
    }

    /// What a successful run made: its report (a path per file of the tree) and the graph.
    struct Finished {
        var report: WriteReport
        var graph: ModuleGraph?
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
