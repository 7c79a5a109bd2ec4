import ArgumentParser
import Foundation
import ModgenKit

/// The generate pipeline after the spec is loaded: fingerprint the inputs; when they are those
/// of the last clean run and the tree is as it left it, report it unchanged without planning;
/// else plan the files and write them under the output root. Shared by `generate`, `init`
/// and `add`.
struct Generation {
    var specPath: String
    var output: String?
    var templates: String?
    /// Part of the fingerprint: another modgen may plan other bytes from the same spec.
    var version = ModgenVersion.current

    /// What a run did, and whether it had to plan (false: the fast path saw nothing changed).
    struct Outcome {
        var report: WriteReport
        var planned: Bool
    }

    /// The output root: `--output`, else the spec's folder.
    var root: String {
        output ?? URL(fileURLWithPath: specPath).deletingLastPathComponent().relativePath
    }

    /// The spec as generated files name it: relative to the output root when inside it, else its
    /// file name (never an absolute path, so the output is the same on every machine).
    var specPathForHeaders: String {
        let spec = URL(fileURLWithPath: specPath).standardizedFileURL.path
        let base = URL(fileURLWithPath: root).standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return spec.hasPrefix(prefix) ? String(spec.dropFirst(prefix.count)) : URL(fileURLWithPath: spec).lastPathComponent
    }

    func run(_ graph: ModuleGraph, options: WriteOptions) throws -> WriteReport {
        try outcome(graph, options: options).report
    }

    func outcome(_ graph: ModuleGraph, options: WriteOptions) throws -> Outcome {
        var graph = graph, options = options
        graph.specPath = specPathForHeaders
        options.specPath = specPathForHeaders
        let specFolder = URL(fileURLWithPath: specPath).deletingLastPathComponent().path
        let locator = TemplateLocator(explicitDirectory: templates, specDirectory: specFolder)
        let (inputs, report) = try unchangedReport(options) { [version, graph] in
            PlanFingerprint(version: version, graph: graph, templates: locator)
        }
        if let report { return Outcome(report: report, planned: false) }
        options.inputs = inputs
        return Outcome(report: try planAndWrite(graph, locator: locator, options: options), planned: true)
    }

    /// The fast path, checking the tree while the fingerprint computes.
    private func unchangedReport(
        _ options: WriteOptions, fingerprint: @escaping @Sendable () -> PlanFingerprint?
    ) throws -> (PlanFingerprint?, WriteReport?) {
        do {
            return try TreeWriter().unchangedReport(at: root, options: options, computing: fingerprint)
        } catch {
            throw CommandFailure.exit(error.description)
        }
    }

    private func planAndWrite(_ graph: ModuleGraph, locator: TemplateLocator, options: WriteOptions) throws -> WriteReport {
        let plan: Plan
        do {
            let base = root.hasSuffix("/") ? root : root + "/"
            plan = try Planner(graph: graph, templates: locator) { FileManager.default.fileExists(atPath: base + $0) }.plan()
        } catch {
            DiagnosticPrinter.standardError().print(error.diagnostics)
            throw ExitCode(1)
        }
        do {
            return try TreeWriter().write(plan, to: root, options: options)
        } catch {
            throw CommandFailure.exit(error.description)
        }
    }

    /// The one line every generating command ends with: `created N, ... in 0.42s`.
    static func summaryLine(_ report: WriteReport, seconds: Double) -> String {
        "\(report.summary) in \(String(format: "%.2f", seconds))s"
    }

    static func summaryLine(_ report: WriteReport, since start: Date) -> String {
        summaryLine(report, seconds: Date().timeIntervalSince(start))
    }
}
