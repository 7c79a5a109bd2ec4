import ModgenDiagnostics
import YAMLTree

/// The spec stage: a `SpecSource` into a typed `Spec`: read (within `limits`), merge the
/// includes, apply the module templates and type every value (`Spec.decode`), expanding the
/// environment. Every problem goes to `log`; nil when the file could not be read as a mapping.
/// Its input, `SpecSource`, is below.
package struct SpecLoader {
    package var environment: [String: String]
    package var limits: YAMLLimits

    package init(environment: [String: String], limits: YAMLLimits = .default) {
        self.environment = environment
        self.limits = limits
    }

    package func load(_ source: SpecSource, log: DiagnosticLog) -> Spec? {
        loadWithInputs(source, log: log).spec
    }

    /// `load`, with what the load read: the spec files' digests and the environment's names.
    package func loadWithInputs(_ source: SpecSource, log: DiagnosticLog) -> (spec: Spec?, inputs: SpecInputs) {
        let dollars = DollarSighting(seen: false)
        let expander = EnvironmentExpander(environment: environment, dollars: dollars)
        let reader = SchemaReader(log: log, expander: expander)
        let files = SpecFileReader(log: log, limits: limits, contents: source.contents, dollars: dollars)
        let read = source.bytes.map { files.read(bytes: $0, path: source.path) } ?? files.read(source.path)
        var spec: Spec?
        if let root = read, let mapping = root.mapping {
            var includes = IncludeResolver(reader: reader, files: files)
            let merged = includes.resolve(mapping, path: source.path)
            spec = Spec.decode(merged, reader, at: root.mark, path: source.path)
            spec?.files = files.pathsRead
            ProcessEndHold.keep(merged)
        }
        ProcessEndHold.keep(read)
        return (spec, SpecInputs(files: files.filesRead, environment: expander.lookedUp.sorted))
    }
}

/// Where a run's spec comes from: the file at `path`, or bytes standing for it (a fuzzer, an
/// editor's buffer, `add`'s candidate). `path` names the spec in diagnostics and anchors its
/// includes, which are read from disk unless `contents` reads them from elsewhere.
public struct SpecSource: Sendable {
    package var path: String
    package var bytes: [UInt8]?
    /// The bytes of the spec file (unless `bytes` stands for it) and of each included file at
    /// its path as the load spells it, nil when there is no such file: another version of the
    /// files than the disk's (`modgen affected` reads the base revision's through `git show`).
    package var contents: (@Sendable (String) -> [UInt8]?)?

    package init(path: String, bytes: [UInt8]? = nil) {
        self.path = path
        self.bytes = bytes
    }

    /// The files at `path` and below it as `contents` reads them.
    package init(path: String, contents: @escaping @Sendable (String) -> [UInt8]?) {
        self.path = path
        self.contents = contents
    }

    package init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }
}
