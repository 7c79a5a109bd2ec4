import Foundation
import ModgenGraph
import ModgenPlanning
import ModgenSpec
import ModgenWriting

/// modgen's stages in order, each taking the value the one before gave:
///
///     SpecSource -> Spec -> ModuleGraph -> Plan -> WriteReport
///     (ModgenSpec)  (ModgenGraph) (ModgenPlanning) (ModgenWriting)
///
/// Every command goes through here; the CLI only parses arguments and prints what comes back.
public struct GeneratorPipeline: Sendable {
    public let context: RunContext

    public init(context: RunContext) {
        self.context = context
    }

    /// What a generating run did, and whether it had to plan (false: the fast path saw that
    /// nothing changed).
    public struct Outcome: Sendable {
        public var report: WriteReport
        public var planned: Bool
    }

    // MARK: - Stages

    /// SpecSource -> Spec -> ModuleGraph: the spec at the context's path (or `source`, bytes
    /// standing for it), typed and resolved, with every diagnostic.
    public func loadGraph(_ source: SpecSource? = nil) -> SpecLoadResult {
        SpecLoadResult.load(source ?? SpecSource(path: context.specPath), environment: context.environment)
    }

    /// The spec loaded and resolved, then its template sets looked up as `plan` would, with
    /// the advice for large graphs (`ScaleAdvice`): what `validate` reports.
    public func validate() -> SpecLoadResult {
        var result = loadGraph()
        guard let graph = result.graph else { return result }
        let missing = TemplateSetCheck(locator: context.templates).diagnostics(for: graph)
        let advice = ScaleAdvice.diagnostics(for: graph)
        guard !missing.isEmpty || !advice.isEmpty else { return result }
        result.diagnostics = (result.diagnostics + missing + advice).sortedForPrinting()
        if !missing.isEmpty { result.graph = nil }
        return result
    }

    /// ModuleGraph -> Plan. Stubs already on disk under the output root are planned unrendered.
    public func plan(_ graph: ModuleGraph) throws(PipelineFailure) -> Plan {
        let base = context.outputRoot.hasSuffix("/") ? context.outputRoot : context.outputRoot + "/"
        let planner = Planner(graph: graph, specReference: context.specReference, templates: context.templates) {
            FileManager.default.fileExists(atPath: base + $0)
        }
        do { return try planner.plan() } catch { throw PipelineFailure(error.diagnostics) }
    }

    /// Plan -> WriteReport: the tree under the output root, under `held` when the caller
    /// already holds the output's writer lock.
    package func write(_ plan: Plan, options: WriteOptions, holding held: OutputLock? = nil) throws(PipelineFailure) -> WriteReport {
        do { return try TreeWriter().write(plan, to: context.outputRoot, options: writing(options), holding: held) } catch {
            throw PipelineFailure([error.diagnostic])
        }
    }

    /// The whole run after loading: when the plan's inputs are those of the last clean run and
    /// the tree is as it left it, report it unchanged without planning; else plan and write.
    public func generate(_ graph: ModuleGraph, options: WriteOptions = WriteOptions()) throws(PipelineFailure) -> Outcome {
        let options = writing(options)
        let fingerprint: @Sendable () -> PlanFingerprint? = { [context] in
            PlanFingerprint(version: context.version, graph: graph, specReference: context.specReference, templates: context.templates)
        }
        let inputs: PlanFingerprint?
        do {
            let (computed, unchanged) = try TreeWriter().unchangedReport(at: context.outputRoot, options: options, computing: fingerprint)
            if let unchanged { return Outcome(report: unchanged, planned: false) }
            inputs = computed
        } catch {
            throw PipelineFailure([error.diagnostic])
        }
        var recording = options
        recording.inputs = inputs
        return Outcome(report: try write(try plan(graph), options: recording), planned: true)
    }

    /// The options as this run's writer needs them: the spec named as the context names it.
    private func writing(_ options: WriteOptions) -> WriteOptions {
        var options = options
        options.specPath = context.specReference
        return options
    }
}
