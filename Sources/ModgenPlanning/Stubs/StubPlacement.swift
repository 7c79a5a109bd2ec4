import ModgenGraph
import ModgenSpec

/// Which of a target's stubs modgen writes. Every one, except where SwiftPM would not compile
/// it: a module with `sources:` names its own target's files, so that target gets no stub (a
/// stub outside the list would be ignored, one inside it would be a file the person did not
/// list); and no stub goes under one of the module's `exclude:` paths. Test and example
/// targets always get theirs.
struct StubPlacement {
    /// Whether the stubs are the module's own target's (the only ones `sources:` and `exclude:` concern).
    private let isMain: Bool
    private let listsSources: Bool
    private let exclude: [String]

    init(module: ResolvedModule, role: StubRole) {
        isMain = role == .main(of: module)
        listsSources = !module.target.sources.isEmpty
        exclude = module.target.exclude
    }

    /// `path`: the stub's path inside its target's folder.
    func writes(_ path: String) -> Bool {
        guard isMain else { return true }
        guard !listsSources else { return false }
        // Most modules exclude nothing: no path to split.
        guard !exclude.isEmpty else { return true }
        let components = RelativePath(path).components
        return !exclude.contains { excluded in
            let folder = RelativePath(excluded).components
            return !folder.isEmpty && components.starts(with: folder)
        }
    }
}
