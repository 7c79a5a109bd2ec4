import Foundation
import ModgenDiagnostics
import ModgenGraph
import ModgenPlanning
import ModgenScaffolding
import ModgenSpec
import ModgenWriting
import YAMLTree

/// `add`: the spec with one module added. `add` writes the spec and the tree, so it is a
/// writer like `generate` and holds the output root's lock (`.modgen/lock`) while it reads
/// the spec, inserts the module, checks the result (loads it and plans it: rules, template
/// sets, planned paths) and replaces the spec. A rejected addition leaves the spec
/// byte-identical; an accepted one is in the spec before anyone is told "added".
public struct ModuleAddition: Sendable {
    public let specPath: String
    public let module: NewModule

    public init(specPath: String, adding module: NewModule) {
        self.specPath = specPath
        self.module = module
    }

    /// A checked addition now in the spec: its graph and plan, the warnings found, and the
    /// output's lock, still held so the tree is written with no moment unlocked.
    public struct Accepted: Sendable {
        public var graph: ModuleGraph
        public var plan: Plan
        public var diagnostics: [Diagnostic]
        let lock: OutputLock
    }

    /// Adds the module under the lock. Throws every problem, positioned in the spec's own
    /// lines, when the spec with the module does not load or plan; the spec is then unchanged.
    public func apply(with pipeline: GeneratorPipeline) throws(PipelineFailure) -> Accepted {
        let lock = try Self.lock(pipeline.context.outputRoot)
        let file = try SpecFile.read(specPath)
        let edited = try inserting(into: file)
        let changed = ChangedLines(original: file.text, edited: edited)
        let bytes = file.bytes(of: edited)
        // Checked as the spec's own bytes, at its own path: includes and template folders
        // resolve as they will, and messages name the spec.
        let loaded = pipeline.loadGraph(SpecSource(path: specPath, bytes: bytes))
        var diagnostics = loaded.diagnostics
        var plan: Plan?
        if let graph = loaded.graph {
            do { plan = try pipeline.plan(graph) } catch { diagnostics += error.diagnostics }
        }
        let note = unchangedNote(diagnostics, changed)
        diagnostics = diagnostics.map { inSpecLines($0, changed) }
        guard let graph = loaded.graph, let plan else { throw PipelineFailure(diagnostics + [note]) }
        try file.replace(with: bytes)
        return Accepted(graph: graph, plan: plan, diagnostics: diagnostics, lock: lock)
    }

    /// Writes the accepted plan, under the lock `apply` took, and records its inputs for the
    /// next run's fast path. The lock is let go when `accepted` is.
    public func generate(_ accepted: Accepted, with pipeline: GeneratorPipeline) throws(PipelineFailure) -> WriteReport {
        let context = pipeline.context
        let inputs = PlanFingerprint(version: context.version, graph: accepted.graph, specReference: context.specReference, templates: context.templates)
        do { return try pipeline.write(accepted.plan, options: WriteOptions(inputs: inputs), holding: accepted.lock) } catch {
            let note = Diagnostic(.note, "'\(module.name)' is in \(specPath); run 'modgen generate' to write its files", at: nil)
            throw PipelineFailure(error.diagnostics + [note])
        }
    }

    static func lock(_ root: String) throws(PipelineFailure) -> OutputLock {
        do {
            try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        } catch {
            throw PipelineFailure(path: root, "cannot create the output folder: \(error.localizedDescription)")
        }
        do { return try OutputLock.exclusive(root: root) } catch { throw PipelineFailure([error.diagnostic]) }
    }

    private func inserting(into file: SpecFile) throws(PipelineFailure) -> String {
        let root = try SpecFile.root(of: file.text, at: specPath)
        do { return try SpecInsertion(text: file.text, root: root).inserting(module) } catch {
            throw PipelineFailure([Diagnostic(.error, error.message, at: error.mark, file: specPath)])
        }
    }

    /// A position in the spec with the module added, told in the spec's lines; a position on
    /// the added lines keeps its line (the note says which lines those are).
    private func inSpecLines(_ diagnostic: Diagnostic, _ changed: ChangedLines) -> Diagnostic {
        guard var location = diagnostic.location, location.file == specPath,
              let line = changed.originalLine(location.line)
        else { return diagnostic }
        var copy = diagnostic
        location.line = line
        copy.location = location
        return copy
    }

    /// Says the spec was not changed and, when a position is on the added lines, which they are.
    private func unchangedNote(_ diagnostics: [Diagnostic], _ changed: ChangedLines) -> Diagnostic {
        let onAddedLines = diagnostics.contains {
            guard let location = $0.location, location.file == specPath else { return false }
            return changed.originalLine(location.line) == nil
        }
        guard onAddedLines, let lines = changed.edited else {
            return Diagnostic(.note, "\(specPath) was not changed", at: nil)
        }
        let span = lines.count == 1 ? "line \(lines.lowerBound)" : "lines \(lines.lowerBound)-\(lines.upperBound)"
        return Diagnostic(.note, "\(span) of \(specPath) above are the lines '\(module.name)' would add; \(specPath) was not changed", at: nil)
    }
}
