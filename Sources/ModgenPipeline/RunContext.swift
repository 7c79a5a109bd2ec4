import ModgenSpec
import ModgenPlanning

/// What one run is about, made once from the command line and passed down, never patched:
/// where the spec is, where the tree goes, how generated files name the spec, where template
/// sets are looked for, and the environment `${VAR}` reads.
public struct RunContext: Sendable {
    /// The spec file as the user named it (diagnostics use this spelling).
    public let specPath: String
    /// The output root: `--output`, else the spec's folder. Nothing is written outside it.
    public let outputRoot: String
    /// The spec as generated files and `.modgen/state` name it: relative to the output root when
    /// inside it, else its file name (never an absolute path: the same output on every machine).
    public let specReference: String
    public let templates: TemplateLocator
    public let environment: [String: String]
    /// modgen's version: part of the fast path's fingerprint (another modgen may plan other bytes).
    public let version: String

    public init(
        specPath: String, output: String? = nil, templates: String? = nil,
        environment: [String: String] = ProcessEnvironment.current(), version: String
    ) {
        let currentDirectory = PathText.currentDirectory()
        let specFolder = PathText.parent(of: specPath)
        let place = OutputPlace(specPath: specPath, output: output, currentDirectory: currentDirectory)
        self.specPath = specPath
        self.outputRoot = place.outputRoot
        self.specReference = place.specReference
        self.templates = TemplateLocator(
            explicitDirectory: templates, specDirectory: PathText.standardized(specFolder, from: currentDirectory))
        self.environment = environment
        self.version = version
    }

    /// A path relative to the output root as reads and messages spell it: from the current
    /// folder (`Packages/...` when the root is `.`, `out/Packages/...` under `--output out`).
    public func underOutputRoot(_ relative: String) -> String {
        if outputRoot == "." || outputRoot.isEmpty { return relative }
        return (outputRoot.hasSuffix("/") ? outputRoot : outputRoot + "/") + relative
    }

    /// Where the tree goes and how it names the spec (`OutputPlace`).
    public var place: OutputPlace { OutputPlace(outputRoot: outputRoot, specReference: specReference) }
}
