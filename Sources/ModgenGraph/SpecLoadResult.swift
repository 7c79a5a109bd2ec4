import ModgenDiagnostics
import ModgenSpec
import YAMLTree

/// What the first two stages give (SpecSource -> Spec -> ModuleGraph): the graph when there
/// is no error, and every diagnostic.
public struct SpecLoadResult: Sendable {
    /// nil when any diagnostic is an error.
    public var graph: ModuleGraph?
    /// Errors and warnings, sorted by file and position.
    public var diagnostics: [Diagnostic]
    /// The files the load read (the spec, then each included file, as the load spelled them);
    /// only the spec's path when it could not be read as a mapping.
    public var files: [String] = []
    /// What the load read (`SpecInputs`): every spec file's digest, the environment's names.
    package var inputs = SpecInputs()

    public init(graph: ModuleGraph?, diagnostics: [Diagnostic]) {
        self.graph = graph
        self.diagnostics = diagnostics
    }

    public var hasErrors: Bool { diagnostics.hasErrors }

    /// Loads `source` into a typed spec and resolves it, under `limits`; every problem of both
    /// stages is collected by one log.
    public static func load(
        _ source: SpecSource, environment: [String: String], limits: YAMLLimits = .default
    ) -> SpecLoadResult {
        let log = DiagnosticLog()
        let (spec, inputs) = SpecLoader(environment: environment, limits: limits).loadWithInputs(source, log: log)
        let graph = spec.map { GraphResolver(log: log).resolve($0) }
        ProcessEndHold.keep(spec)
        let diagnostics = log.items.sortedForPrinting()
        var result = SpecLoadResult(graph: diagnostics.hasErrors ? nil : graph, diagnostics: diagnostics)
        result.files = spec?.files ?? [source.path]
        result.inputs = inputs
        return result
    }
}
