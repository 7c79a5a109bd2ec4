import ArgumentParser
import Foundation
import ModgenKit

/// The generate pipeline after the spec is loaded: plan the files, write them under the output
/// root. Shared by `generate`, `init` and `add`.
struct Generation {
    var specPath: String
    var output: String?
    var templates: String?

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
        var graph = graph, options = options
        graph.specPath = specPathForHeaders
        options.specPath = specPathForHeaders
        let specFolder = URL(fileURLWithPath: specPath).deletingLastPathComponent().path
        let locator = TemplateLocator(explicitDirectory: templates, specDirectory: specFolder)
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
}
