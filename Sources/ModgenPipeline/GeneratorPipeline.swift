import Foundation
import ModgenDiagnostics
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
        /// Imports that no longer resolve because a module the tree had is gone from the spec
        /// (`VanishedImports`); empty when the run left no file behind.
        public var warnings: [Diagnostic] = []
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
        try plan(graph, preload: nil)
    }

    /// `plan(_:)` taking the template set loading since before the spec (`startPreloadingTemplates`).
    package func plan(_ graph: ModuleGraph, preload: TemplatePreload?) throws(PipelineFailure) -> Plan {
        let presence = PathPresence(root: context.outputRoot)
        var planner = Planner(graph: graph, specReference: context.specReference, templates: context.templates) {
            presence.contains($0)
        }
        planner.preload = preload
        do { return try planner.plan() } catch { throw PipelineFailure(error.diagnostics) }
    }

    /// Plan -> WriteReport: the tree under the output root, under `held` when the caller
    /// already holds the output's writer lock.
    package func write(_ plan: Plan, options: WriteOptions, holding held: OutputLock? = nil) throws(PipelineFailure) -> WriteReport {
        do { return try TreeWriter().write(plan, to: context.outputRoot, options: writing(options), holding: held) } catch {
            throw PipelineFailure([error.diagnostic])
        }
    }

    /// ModuleGraph -> Plan -> WriteReport under a lock the caller already holds (`rename`,
    /// `remove`), recording the inputs for the next run's fast path.
    package func regenerate(_ graph: ModuleGraph, prune: Bool, holding lock: OutputLock?) throws(PipelineFailure) -> WriteReport {
        let inputs = PlanFingerprint(version: context.version, graph: graph, specReference: context.specReference, templates: context.templates)
        return try write(try plan(graph), options: WriteOptions(prune: prune, inputs: inputs), holding: lock)
    }

    /// The whole run after loading: when the plan's inputs are those of the last clean run and
    /// the tree is as it left it, report it unchanged without planning; else plan and write.
    public func generate(_ graph: ModuleGraph, options: WriteOptions = WriteOptions()) throws(PipelineFailure) -> Outcome {
        try generate(graph, after: startGenerating(options))
    }

    /// The fast path's check of the tree for a `generate` with `options`, started now on
    /// another thread: it needs no spec, so it runs while the spec loads. Hand it to
    /// `generate(_:after:)` once the graph is loaded, or `abandon()` it when the spec does not
    /// load (its errors are reported only by `generate`, after the spec's).
    package func startGenerating(_ options: WriteOptions = WriteOptions()) -> UnchangedTreeCheck {
        Self.startGenerating(options, at: context.place)
    }

    /// `startGenerating(_:)` before there is a pipeline: the check needs only `place`. A
    /// no-op's main thread made the whole context first (the environment, the template
    /// sets' places), about a fifth of its time before the check began.
    package static func startGenerating(_ options: WriteOptions, at place: OutputPlace) -> UnchangedTreeCheck {
        UnchangedTreeCheck(root: place.outputRoot, options: writing(options, specReference: place.specReference))
    }

    /// The default template set, loading on another thread from now (`TemplatePreload`): a
    /// `generate` that must load its spec starts it first, and hands it to `generate(_:after:)`.
    package func startPreloadingTemplates() -> TemplatePreload {
        TemplatePreload(locator: context.templates)
    }

    /// The report of a `generate` that changes nothing, found before the spec is loaded: the
    /// sources the last clean run loaded are unchanged (`SourcesRecord`) and `check` finds the
    /// tree as that run left it. Nil otherwise: load the spec and go on with `generate(_:after:)`.
    package func unchangedWithoutLoading(_ check: UnchangedTreeCheck) throws(PipelineFailure) -> WriteReport? {
        do { return try check.reportWithoutLoading(sourcesKey) } catch { throw PipelineFailure([error.diagnostic]) }
    }

    /// `generate(_:options:)` with the tree check `startGenerating` started (and its options).
    /// `sources`, what a load without any diagnostic read, is recorded for the next run's
    /// `unchangedWithoutLoading` (nil: nothing new is recorded); `preload`, a template set
    /// loading since before the spec, is used if planning needs it.
    package func generate(
        _ graph: ModuleGraph, after check: UnchangedTreeCheck, sources: SpecInputs? = nil, preload: TemplatePreload? = nil
    ) throws(PipelineFailure) -> Outcome {
        let options = check.options
        let inputs = BackgroundFingerprint { [context] in
            PlanFingerprint(version: context.version, graph: graph, specReference: context.specReference, templates: context.templates)
        }
        do {
            if let unchanged = try check.report(computing: inputs) {
                if let sources, !options.writesNothing, let fingerprint = inputs.wait(),
                    let record = sourcesRecord(sources, graph: graph, fingerprint: fingerprint)
                {
                    TreeWriter().recordSources(record, at: context.outputRoot)
                }
                return Outcome(report: unchanged, planned: false)
            }
        } catch {
            _ = inputs.wait()
            throw PipelineFailure([error.diagnostic])
        }
        // Planned while the fingerprint computes on another thread (a cold run's, or an edited
        // spec's): it is needed only to be recorded after the write.
        let plan: Plan
        do { plan = try self.plan(graph, preload: preload) } catch {
            _ = inputs.wait()
            throw error
        }
        var recording = options
        recording.inputs = inputs.wait()
        if let sources, let fingerprint = recording.inputs {
            recording.sources = sourcesRecord(sources, graph: graph, fingerprint: fingerprint)
        }
        let report = try write(plan, options: recording)
        // The plan's files (every byte of the tree) are freed only when the process ends.
        ProcessEndHold.keep(plan)
        return Outcome(report: report, planned: true, warnings: VanishedImports.warnings(after: report, graph: graph, context: context))
    }

    /// `generate --adopt`: the plan written as `generate` writes it, except that the manifests
    /// modgen never wrote and would write with the same meaning are taken over
    /// (`ManifestAdoption`); the others are kept and listed, as warnings, with what differs. The
    /// review and the write happen under one hold of the output's lock.
    public func generateAdopting(_ graph: ModuleGraph, options: WriteOptions = WriteOptions()) throws(PipelineFailure) -> Outcome {
        let lock = try ModuleAddition.lock(context.outputRoot)
        let plan = try plan(graph)
        var preview = options
        preview.dryRun = true
        let refused = try write(plan, options: preview, holding: lock).refused
        let adoption = ManifestAdoption.review(plan, refused: refused, root: context.outputRoot)
        var real = options
        real.adopt = adoption.adopt
        real.inputs = PlanFingerprint(version: context.version, graph: graph, specReference: context.specReference, templates: context.templates)
        let report = try write(plan, options: real, holding: lock)
        let kept = adoption.differing.map { item in
            Diagnostic(.warning, "not adopted: it differs from what modgen would write: " + item.differences.joined(separator: "; "), at: nil, file: context.underOutputRoot(item.path))
        }
        return Outcome(report: report, planned: true, warnings: kept + VanishedImports.warnings(after: report, graph: graph, context: context))
    }

    /// How this run hashes sources (`SourcesKey`).
    private var sourcesKey: SourcesKey {
        SourcesKey(
            version: context.version, specPath: context.specPath, specReference: context.specReference,
            environment: context.environment, templates: context.templates)
    }

    /// The record of what `graph` was loaded from, for the plan fingerprint `fingerprint`; nil
    /// when a template set cannot be read (the plan then failed already).
    private func sourcesRecord(_ sources: SpecInputs, graph: ModuleGraph, fingerprint: PlanFingerprint) -> SourcesRecord? {
        let listing = SourcesListing(
            files: sources.files.map(\.path), environment: sources.environment,
            templatesPath: graph.options.templatesPath, sets: PlanFingerprint.templateSets(of: graph))
        guard let key = sourcesKey.key(of: listing, digests: sources.files.map(\.digest)) else { return nil }
        return SourcesRecord(fingerprint: fingerprint, key: key, listing: listing)
    }

    /// The options as this run's writer needs them: the spec named as the context names it.
    private func writing(_ options: WriteOptions) -> WriteOptions {
        Self.writing(options, specReference: context.specReference)
    }

    private static func writing(_ options: WriteOptions, specReference: String) -> WriteOptions {
        var options = options
        options.specPath = specReference
        return options
    }
}
