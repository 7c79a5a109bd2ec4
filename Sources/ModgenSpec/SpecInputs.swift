/// Everything a spec's load read from outside the modgen binary: each spec file (the spec, then
/// each included file, as the load spelled their paths) with the digest of the bytes it parsed,
/// and the name of each environment variable a `${VAR}` asked for (set or not: an unset one
/// takes its default). The same inputs load the same spec, so a run can tell from them alone
/// that loading would give what the last clean run loaded (`SourcesRecord`).
package struct SpecInputs: Sendable, Hashable {
    package struct File: Sendable, Hashable {
        package var path: String
        package var digest: SpecFileDigest

        package init(path: String, digest: SpecFileDigest) {
            self.path = path
            self.digest = digest
        }
    }

    package var files: [File]
    /// Sorted, each once.
    package var environment: [String]

    package init(files: [File] = [], environment: [String] = []) {
        self.files = files
        self.environment = environment
    }
}
