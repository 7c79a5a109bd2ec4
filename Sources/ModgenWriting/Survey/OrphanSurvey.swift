import ModgenPlanning

extension TreeSurvey {
    /// Files modgen recorded that the plan no longer has. Generated ones still holding what
    /// modgen wrote are deleted with `prune`; edited ones are refused (kept, released with
    /// `force`); stubs are never deleted, and `prune` forgets them. Each orphan's kind goes in
    /// the report (`WriteReport.Orphan`).
    mutating func surveyOrphans(of plan: Plan) throws(WriteError) {
        let planned = Set(plan.files.map(\.path))
        let owners = OrphanOwners(plan)
        for path in knowledge.recordedPaths.subtracting(planned).sorted() {
            guard let entry = knowledge.entry(for: path) else { continue }
            let existing = folders.isKnownMissing(parentOf: path) ? .missing : try read(path)
            if case .missing = existing {
                if options.prune, try folders.parentExists(of: path) { work.sweeps.append(path) }
                continue
            }
            let module = owners.module(holding: path)
            switch (entry.ownership, existing) {
            case (.stub, _):
                keepOrphan(path, entry, .init(kind: .source, module: module, forgotten: options.prune))
            case (.generated, .regular(let bytes, _)) where knowledge.wrote(ContentHash(bytes), at: path):
                if options.prune {
                    _ = try folders.parentExists(of: path)
                    work.report.pruned.append(path)
                    work.removals.append(.init(path: path, hash: ContentHash(bytes), module: module))
                } else {
                    keepOrphan(path, entry, .init(kind: .generated, module: module, forgotten: false))
                }
            case (.generated, _):
                if options.prune, !options.force { work.report.refused.append(path) }
                let forgotten = options.prune && options.force
                keepOrphan(path, entry, .init(kind: .editedGenerated, module: module, forgotten: forgotten))
            }
        }
    }

    private mutating func keepOrphan(_ path: String, _ entry: WriteState.Entry, _ orphan: WriteReport.Orphan) {
        work.report.orphaned.append(path)
        work.report.orphans[path] = orphan
        if !orphan.forgotten { work.state.entries[path] = knowledge.state.entries[path] ?? entry }
    }
}

/// Which module of the plan owns a folder: the module of a planned file directly in it.
/// An orphan belongs to the nearest such folder above it (its module's manifest or sibling
/// stubs are there), or to none when its module left the spec.
private struct OrphanOwners {
    private var modules: [Substring: String] = [:]

    init(_ plan: Plan) {
        for file in plan.files {
            guard let module = file.module, let slash = file.path.lastIndex(of: "/") else { continue }
            modules[file.path[..<slash]] = module
        }
    }

    func module(holding path: String) -> String? {
        var end = path.lastIndex(of: "/")
        while let slash = end {
            if let module = modules[path[..<slash]] { return module }
            end = path[..<slash].lastIndex(of: "/")
        }
        return nil
    }
}
