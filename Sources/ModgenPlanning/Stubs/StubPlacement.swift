import ModgenGraph
import ModgenSpec

/// Which of a target's stubs modgen writes. Every one, except where SwiftPM would not compile
/// it: a module with `sources:` names its own target's files, so that target gets no stub (a
/// stub outside the list would be ignored, one inside it would be a file the person did not
/// list); and no stub goes under one of the module's `exclude:` paths. Test and example
/// targets always get theirs.
struct StubPlacement {
    let module: ResolvedModule
    let role: StubRole

    /// `path`: the stub's path inside its target's folder.
    func writes(_ path: String) -> Bool {
        guard role == .main(of: module) else { return true }
        guard module.target.sources.isEmpty else { return false }
        let components = RelativePath(path).components
        return !module.target.exclude.contains { excluded in
            let folder = RelativePath(excluded).components
            return !folder.isEmpty && components.starts(with: folder)
        }
    }
}
