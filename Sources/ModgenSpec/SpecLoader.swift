import ModgenDiagnostics
import YAMLTree

/// The spec stage: a `SpecSource` into a typed `Spec`: read (within `limits`), merge the
/// includes, apply the module templates and type every value, expanding the environment.
/// Every problem goes to `log`; nil when the file could not be read as a mapping.
package struct SpecLoader {
    package var environment: [String: String]
    package var limits: YAMLLimits

    package init(environment: [String: String], limits: YAMLLimits = .default) {
        self.environment = environment
        self.limits = limits
    }

    package func load(_ source: SpecSource, log: DiagnosticLog) -> Spec? {
        let reader = SchemaReader(log: log, expander: EnvironmentExpander(environment: environment))
        let files = SpecFileReader(log: log, limits: limits)
        let read = source.bytes.map { files.read(bytes: $0, path: source.path) } ?? files.read(source.path)
        guard let root = read, let mapping = root.mapping else { return nil }
        var includes = IncludeResolver(reader: reader, files: files)
        let merged = includes.resolve(mapping, path: source.path)
        return SpecDecoder(reader: reader).decode(merged, at: root.mark, path: source.path)
    }
}
