import Foundation
import ModgenDiagnostics
import ModgenGraph
import ModgenImport
import ModgenSpec

/// `modgen import DIR`: every manifest under DIR dumped by SwiftPM, joined into one spec,
/// rendered, checked by loading it as `validate` would, and written to the one file it may
/// write (never over an existing spec unless forced). Nothing else under DIR is touched.
public struct RepositoryImport: Sendable {
    public var directory: String
    /// The spec to write; default `DIR/modules.yml`.
    public var output: String?
    public var kinds: String?
    /// `packages` or `single`; nil: inferred.
    public var layout: String?
    public var rulesFromGraph: Bool
    public var force: Bool

    public init(directory: String, output: String? = nil, kinds: String? = nil, layout: String? = nil, rulesFromGraph: Bool = false, force: Bool = false) {
        self.directory = directory
        self.output = output
        self.kinds = kinds
        self.layout = layout
        self.rulesFromGraph = rulesFromGraph
        self.force = force
    }

    public struct Outcome: Sendable {
        /// Where the spec went.
        public var specPath: String
        public var manifests: Int
        public var modules: Int
        /// Manifests dump-package could not read, unexpressible values, rule warnings, and the
        /// written spec's own diagnostics.
        public var diagnostics: [Diagnostic]
        /// Whether the written spec loads without an error.
        public var valid: Bool
    }

    public func run() throws(PipelineFailure) -> Outcome {
        let root = URL(fileURLWithPath: directory).standardizedFileURL.resolvingSymlinksInPath()
        let specPath = output ?? root.appendingPathComponent("modules.yml").path
        guard force || !FileManager.default.fileExists(atPath: specPath) else {
            throw PipelineFailure(path: specPath, "a spec is already here; pass --force to replace it, or --output another file")
        }
        let patterns: KindPatterns
        do { patterns = try KindPatterns(kinds) } catch { throw PipelineFailure(path: directory, error.description) }
        var chosenLayout: ProjectOptions.Layout?
        if let layout {
            guard let value = ProjectOptions.Layout(rawValue: layout) else {
                throw PipelineFailure(path: directory, "--layout must be packages or single, found '\(layout)'")
            }
            chosenLayout = value
        }
        let manifests = ManifestFinder.manifests(under: root)
        guard !manifests.isEmpty else { throw PipelineFailure(path: root.path, "no Package.swift under this folder") }
        var diagnostics: [Diagnostic] = []
        var packages: [DumpedPackage] = []
        for result in PackageDumper.dump(manifests, under: root) {
            if let package = result.package { packages.append(package) }
            if let error = result.error {
                diagnostics.append(Diagnostic(.error, error, at: nil, file: root.appendingPathComponent(result.manifestPath).path))
            }
        }
        guard !packages.isEmpty else { throw PipelineFailure(diagnostics) }
        let options = ImportOptions(name: Self.projectName(root.lastPathComponent), kinds: patterns, layout: chosenLayout, rulesFromGraph: rulesFromGraph)
        let spec = RepositoryImporter(packages: packages, options: options, root: root.path).run()
        for line in spec.warnings { diagnostics.append(Self.note(line, root: root, severity: .warning)) }
        let text = ImportedSpecRenderer.render(spec, from: root.lastPathComponent + "/")
        let loaded = SpecLoadResult.load(SpecSource(path: specPath, text: text), environment: [:])
        diagnostics += loaded.diagnostics
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: specPath), options: .atomic)
        } catch {
            throw PipelineFailure(path: specPath, "cannot write the spec: \(error.localizedDescription)")
        }
        return Outcome(specPath: specPath, manifests: packages.count, modules: spec.modules.count, diagnostics: diagnostics, valid: loaded.graph != nil)
    }

    /// `path: warning: message` lines of the import as diagnostics on the manifest's path.
    private static func note(_ line: String, root: URL, severity: Diagnostic.Severity) -> Diagnostic {
        let parts = line.components(separatedBy: ": warning: ")
        guard parts.count == 2 else { return Diagnostic(severity, line, at: nil, file: root.path) }
        return Diagnostic(severity, parts[1], at: nil, file: root.appendingPathComponent(parts[0]).path)
    }

    /// The folder's name as a spec name: letters, digits, `-` and `_` kept.
    static func projectName(_ folder: String) -> String {
        let kept = String(folder.unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_" })
        return kept.isEmpty ? "Imported" : kept
    }
}
