import ModgenPlanning

/// The lines the CLI prints for orphans and refusals, saying for each kind of file what is
/// true: `--prune` deletes only generated files that still hold what modgen wrote; sources are
/// never deleted, only no longer tracked; `--force` with `--prune` stops tracking an edited
/// file and leaves it; and an orphan of a module still in the spec is named as such.
extension WriteReport {
    /// `PATH: warning: orphaned: <why>; <what --prune does>` for an orphaned path.
    public func orphanWarning(_ path: String) -> String {
        let orphan = orphans[path] ?? Orphan(kind: .generated, module: nil, forgotten: false)
        return "\(path): warning: orphaned: \(Self.reason(path, orphan)) (\(Self.consequence(orphan)))"
    }

    /// `PATH: error: ...` for a refused path: an edited file the plan has (`--force` replaces
    /// it), or an edited orphan `--prune` would not delete (`--force` only stops tracking it).
    public func refusal(_ path: String) -> String {
        let edited = "\(path): error: edited since modgen wrote it (or not written by modgen)"
        guard orphans[path] != nil else { return "\(edited); not overwritten (use --force to replace it)" }
        return "\(edited); --prune does not delete it (with --force, modgen stops tracking it and leaves the file)"
    }

    private static func reason(_ path: String, _ orphan: Orphan) -> String {
        let source = orphan.kind == .source
        if !source, path == ProjectReadme.path { return "the spec no longer asks for a generated README" }
        switch (orphan.module, source) {
        case (let module?, true): return "the template set of module '\(module)' no longer has this file"
        case (let module?, false): return "modgen no longer generates it for module '\(module)'"
        case (nil, true): return "a source of a module no longer in the spec"
        case (nil, false): return "its module is no longer in the spec"
        }
    }

    private static func consequence(_ orphan: Orphan) -> String {
        switch (orphan.kind, orphan.forgotten) {
        case (.generated, _): return "--prune deletes it"
        case (.editedGenerated, false):
            return "edited since modgen wrote it, so --prune keeps it; --prune --force stops tracking it"
        case (.editedGenerated, true): return "edited since modgen wrote it: kept, and no longer tracked"
        case (.source, false): return "sources are never deleted; --prune stops tracking it"
        case (.source, true): return "sources are never deleted: kept, and no longer tracked"
        }
    }
}
