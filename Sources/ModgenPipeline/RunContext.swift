import ModgenSpec
import ModgenPlanning

/// What one run is about, made once from the command line and passed down, never patched:
/// where the spec is, where the tree goes, how generated files name the spec, where template
/// sets are looked for, and the environment `${VAR}` reads.
public struct RunContext: Sendable {
    /// The spec file as the user named it (diagnostics use this spelling).
    public let specPath: String
    /// Where the tree goes and how it names the spec (`OutputPlace`).
    public let place: OutputPlace
    /// The output root: `--output`, else the spec's folder. Nothing is written outside it.
    public var outputRoot: String { place.outputRoot }
    /// The spec as generated files and `.modgen/state` name it (`OutputPlace.specReference`).
    public var specReference: String { place.specReference }
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
        self.specPath = specPath
        self.place = OutputPlace(specPath: specPath, output: output, currentDirectory: currentDirectory)
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
}
