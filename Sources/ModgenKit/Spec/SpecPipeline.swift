import Foundation
import YAMLTree

/// The one entry point from a spec file to a checked `ModuleGraph`, used by every command:
/// read -> merge includes -> apply templates and type (expanding the environment) -> resolve.
public enum SpecPipeline {
    public static func load(
        specPath: String, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> SpecLoadResult {
        run { log in load(specPath, contents: nil, environment: environment, log: log) }
    }

    /// The same pipeline over a spec already in memory (a fuzzer, an editor's buffer): `bytes`
    /// stand for the file at `specPath`, which names it in diagnostics and anchors its includes
    /// (those are still read from disk).
    public static func load(
        bytes: [UInt8], specPath: String,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> SpecLoadResult {
        run { log in load(specPath, contents: bytes, environment: environment, log: log) }
    }

    /// `load(bytes:specPath:environment:)` over the UTF-8 of `text`.
    public static func load(
        text: String, specPath: String,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> SpecLoadResult {
        load(bytes: Array(text.utf8), specPath: specPath, environment: environment)
    }

    /// The typed spec, for tools that need what was written rather than the resolved graph.
    static func loadSpec(_ path: String, environment: [String: String], log: DiagnosticLog) -> Spec? {
        loadSpec(path, contents: nil, environment: environment, limits: .default, log: log)
    }

    /// `load(specPath:environment:)` under other limits (tests of the limits at small sizes).
    static func load(specPath: String, environment: [String: String], limits: YAMLLimits) -> SpecLoadResult {
        run { log in
            loadSpec(specPath, contents: nil, environment: environment, limits: limits, log: log)
                .flatMap { GraphResolver(log: log).resolve($0) }
        }
    }

    private static func run(_ body: (DiagnosticLog) -> ModuleGraph?) -> SpecLoadResult {
        let log = DiagnosticLog()
        let graph = body(log)
        let diagnostics = log.items.sortedForPrinting()
        return SpecLoadResult(graph: diagnostics.hasErrors ? nil : graph, diagnostics: diagnostics)
    }

    private static func loadSpec(
        _ path: String, contents: [UInt8]?, environment: [String: String], limits: YAMLLimits, log: DiagnosticLog
    ) -> Spec? {
        let reader = SchemaReader(log: log, expander: EnvironmentExpander(environment: environment))
        let files = SpecFileReader(log: log, limits: limits)
        let read = contents.map { files.read(bytes: $0, path: path) } ?? files.read(path)
        guard let root = read, let mapping = root.mapping else { return nil }
        var includes = IncludeResolver(reader: reader, files: files)
        let merged = includes.resolve(mapping, path: path)
        return SpecDecoder(reader: reader).decode(merged, at: root.mark, path: path)
    }

    private static func load(
        _ path: String, contents: [UInt8]?, environment: [String: String], log: DiagnosticLog
    ) -> ModuleGraph? {
        guard let spec = loadSpec(path, contents: contents, environment: environment, limits: .default, log: log) else {
            return nil
        }
        return GraphResolver(log: log).resolve(spec)
    }
}
