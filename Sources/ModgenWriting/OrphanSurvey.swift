extension TreeSurvey {
    /// Files modgen recorded that the plan no longer has. Generated ones still holding what
    /// modgen wrote are deleted with `prune`; edited ones are refused (kept, released with
    /// `force`); stubs are never deleted, and `prune` forgets them.
    mutating func surveyOrphans(planned: Set<String>) throws(WriteError) {
        for path in knowledge.recordedPaths.subtracting(planned).sorted() {
            guard let entry = knowledge.entry(for: path) else { continue }
            let existing = folders.isKnownMissing(parentOf: path) ? .missing : try read(path)
            if case .missing = existing {
                if options.prune, try folders.parentExists(of: path) { work.sweeps.append(path) }
                continue
            }
            switch (entry.ownership, existing) {
            case (.stub, _):
                keepOrphan(path, entry, recorded: !options.prune)
            case (.generated, .regular(let bytes, _)) where knowledge.wrote(ContentHash(bytes), at: path):
                if options.prune {
                    _ = try folders.parentExists(of: path)
                    work.report.pruned.append(path)
                    work.removals.append(path)
                } else {
                    keepOrphan(path, entry, recorded: true)
                }
            case (.generated, _):
                if options.prune, !options.force { work.report.refused.append(path) }
                keepOrphan(path, entry, recorded: !(options.prune && options.force))
            }
        }
    }

    private mutating func keepOrphan(_ path: String, _ entry: WriteState.Entry, recorded: Bool) {
        work.report.orphaned.append(path)
        if recorded { work.state.entries[path] = knowledge.state.entries[path] ?? entry }
    }
}
