/// What loading a spec gives: the graph when there is no error, and every diagnostic.
public struct SpecLoadResult: Sendable {
    /// nil when any diagnostic is an error.
    public var graph: ModuleGraph?
    /// Errors and warnings, sorted by file and position.
    public var diagnostics: [Diagnostic]

    public init(graph: ModuleGraph?, diagnostics: [Diagnostic]) {
        self.graph = graph
        self.diagnostics = diagnostics
    }

    public var hasErrors: Bool { diagnostics.hasErrors }
}
