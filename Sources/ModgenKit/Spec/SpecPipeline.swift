import Foundation
import YAMLTree

/// The one entry point from a spec file to a checked `ModuleGraph`, used by every command:
/// read -> merge includes -> apply templates and type (expanding the environment) -> resolve.
public enum SpecPipeline {
    public static func load(
        specPath: String, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> SpecLoadResult {
        let log = DiagnosticLog()
        let graph = load(specPath, environment: environment, log: log)
        let diagnostics = log.items.sortedForPrinting()
        return SpecLoadResult(graph: diagnostics.hasErrors ? nil : graph, diagnostics: diagnostics)
    }

    /// The typed spec, for tools that need what was written rather than the resolved graph.
    static func loadSpec(_ path: String, environment: [String: String], log: DiagnosticLog) -> Spec? {
        let reader = SchemaReader(log: log, expander: EnvironmentExpander(environment: environment))
        let files = SpecFileReader(log: log)
        guard let root = files.read(path), let mapping = root.mapping else { return nil }
        var includes = IncludeResolver(reader: reader, files: files)
        let merged = includes.resolve(mapping, path: path)
        return SpecDecoder(reader: reader).decode(merged, at: root.mark, path: path)
    }

    private static func load(_ path: String, environment: [String: String], log: DiagnosticLog) -> ModuleGraph? {
        guard let spec = loadSpec(path, environment: environment, log: log) else { return nil }
        return GraphResolver(log: log).resolve(spec)
    }
}
