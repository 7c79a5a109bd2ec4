import ModgenSpec

/// Where a run's tree goes and how generated files name the spec: the part of a `RunContext`
/// that the fast path's tree check needs (`GeneratorPipeline.startGenerating(_:at:)`), made
/// from the command line alone. `generate` starts that check from it before the rest of the
/// context (the environment, the template sets' places), which a no-op would wait for.
public struct OutputPlace: Sendable, Equatable {
    /// The output root: `--output`, else the spec's folder. Nothing is written outside it.
    public let outputRoot: String
    /// The spec as generated files and `.modgen/state` name it: relative to the output root when
    /// inside it, else its file name (never an absolute path: the same output on every machine).
    public let specReference: String

    /// The place of a run given `--spec` and `--output`, relative paths from `currentDirectory`
    /// (nil: the process's).
    public init(specPath: String, output: String?, currentDirectory: String? = nil) {
        // Paths as text (`PathText`), not URLs: a no-op's first URL was a fifth of its main thread's work.
        let currentDirectory = currentDirectory ?? PathText.currentDirectory()
        outputRoot = output ?? PathText.parent(of: specPath)
        let spec = PathText.standardized(specPath, from: currentDirectory)
        let base = PathText.standardized(outputRoot, from: currentDirectory)
        let prefix = base.hasSuffix("/") ? base : base + "/"
        specReference = spec.hasPrefix(prefix) ? String(spec.dropFirst(prefix.count)) : PathText.lastComponent(of: spec)
    }
}
