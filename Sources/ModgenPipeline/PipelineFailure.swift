import ModgenDiagnostics

/// Why a run stopped: every problem, as diagnostics the CLI prints like a compiler
/// (`file:line:col: error: ...`, or `path: error: ...` where there is no line).
public struct PipelineFailure: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    /// One problem with a path and no position.
    public init(path: String, _ message: String) {
        self.init([Diagnostic(.error, message, at: nil, file: path)])
    }

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
