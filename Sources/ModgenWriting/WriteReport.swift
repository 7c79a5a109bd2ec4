import ModgenPlanning

/// What a write did (or, for `check` and `dryRun`, would do). Every list holds paths relative
/// to the output root, sorted.
///
/// Below: `Orphan`, what each orphaned file is, and the lines the CLI prints for orphans and
/// refusals.
public struct WriteReport: Sendable, Hashable {
    /// Files that did not exist (generated files and stubs).
    package var created: [String] = []
    /// Generated files whose bytes changed.
    package var updated: [String] = []
    /// Generated files already holding the planned bytes: not touched, their mtime stays.
    package var unchanged: PathList = []
    /// Files modgen wrote before that the plan no longer has, still on disk.
    package var orphaned: [String] = []
    /// What each orphan is (by path): what `--prune` does with it depends on that.
    var orphans: [String: Orphan] = [:]
    /// Orphaned generated files deleted (`prune`).
    package var pruned: [String] = []
    /// Generated files left alone because a person edited them or modgen never wrote them.
    /// The run failed unless they were forced (then they are in `updated`, not here).
    package var refused: [String] = []
    /// Of `updated`, the files modgen never wrote that the run took over (`adopt`).
    package var adopted: [String] = []
    /// Stubs left alone because something is already at their path.
    package var stubsKept: PathList = []
    /// Stubs modgen wrote before (`.modgen/state` says so) that are no longer at their path:
    /// a person deleted or renamed them, so they are not written again (`restoreStubs` does).
    package var stubsDeleted: [String] = []
    /// Of `created`, the stubs written again because the run was asked to (`restoreStubs`).
    package var stubsRestored: [String] = []
    /// Stubs not written because a file of their target already declares a type they declare.
    package var stubClashes: [StubClash] = []
    /// Lines of `.modgen/state` or `.modgen/journal` modgen ignored, as `FILE:LINE: warning: ...`
    /// (a path it could not have generated: outside the root, a source, the spec, ...).
    package var warnings: [String] = []

    package init() {}

    /// False when a file was refused: the CLI exits 1.
    package var succeeded: Bool { refused.isEmpty }

    /// True when a real run would change nothing and refuse nothing (`--check` exits 0).
    package var isUpToDate: Bool {
        created.isEmpty && updated.isEmpty && pruned.isEmpty && refused.isEmpty
    }

    /// `created N, updated N, unchanged N, orphaned N` (+ pruned / refused when there are any).
    /// Kept stubs count as unchanged: this run did not touch them.
    package var summary: String {
        var parts = [
            "created \(created.count)", "updated \(updated.count)",
            "unchanged \(unchanged.count + stubsKept.count)", "orphaned \(orphaned.count)",
        ]
        if !pruned.isEmpty { parts.append("pruned \(pruned.count)") }
        if !refused.isEmpty { parts.append("refused \(refused.count)") }
        if !stubsDeleted.isEmpty { parts.append("deleted stubs left out \(stubsDeleted.count)") }
        if !stubClashes.isEmpty { parts.append("stubs not written \(stubClashes.count)") }
        // Appended, not `joined(separator:)`: that generic call has the runtime look up
        // `String: StringProtocol` through every conformance record (~180,000 instructions,
        // 2 % of a no-op at 100 features).
        var text = ""
        for part in parts {
            if !text.isEmpty { text += ", " }
            text += part
        }
        return text
    }

    /// One line per change, sorted by path: `create P`, `update P`, `prune P`, `refuse P`,
    /// and `orphan P` for orphans left in place. What `--check` and `--dry-run` print.
    package var changes: [String] {
        let lines =
            created.map { ($0, "create") } + updated.map { ($0, "update") }
            + pruned.map { ($0, "prune") } + refused.map { ($0, "refuse") }
            + orphaned.map { ($0, "orphan") }
        return lines.sorted { $0.0 < $1.0 }.map { "\($0.1) \($0.0)" }
    }

    mutating func sortAll() {
        created.sort()
        updated.sort()
        unchanged.sort()
        orphaned.sort()
        pruned.sort()
        refused.sort()
        stubsKept.sort()
        stubsDeleted.sort()
        stubsRestored.sort()
        stubClashes.sort { $0.path < $1.path }
    }
}

extension WriteReport {
    /// What kind of file an orphan is, and so what `--prune` does with it: the CLI's message
    /// says what is true for each (`WriteReport.orphanWarning`).
    struct Orphan: Sendable, Hashable {
        enum Kind: Sendable, Hashable {
            /// A generated file (a manifest, the README) still holding what modgen wrote:
            /// `--prune` deletes it.
            case generated
            /// A generated file edited since modgen wrote it (or no longer a regular file):
            /// `--prune` refuses to delete it; `--prune --force` stops tracking it, leaving it.
            case editedGenerated
            /// A source stub: the user's from the moment it was written, never deleted;
            /// `--prune` stops tracking it.
            case source
        }

        var kind: Kind
        /// The spec's module whose folder holds the file (its template set or its folders
        /// changed); nil when no module of the plan is there (its module left the spec).
        var module: String?
        /// True when this run stopped tracking it: it stays on disk, and later runs no longer
        /// report it.
        var forgotten: Bool

        init(kind: Kind, module: String?, forgotten: Bool) {
            self.kind = kind
            self.module = module
            self.forgotten = forgotten
        }
    }
}

/// The lines the CLI prints for orphans and refusals, saying for each kind of file what is
/// true: `--prune` deletes only generated files that still hold what modgen wrote; sources are
/// never deleted, only no longer tracked; `--force` with `--prune` stops tracking an edited
/// file and leaves it; and an orphan of a module still in the spec is named as such.
extension WriteReport {
    /// `PATH: warning: orphaned: <why>; <what --prune does>` for an orphaned path.
    package func orphanWarning(_ path: String) -> String {
        let orphan = orphans[path] ?? Orphan(kind: .generated, module: nil, forgotten: false)
        return "\(path): warning: orphaned: \(Self.reason(path, orphan)) (\(Self.consequence(orphan)))"
    }

    /// `PATH: error: ...` for a refused path: an edited file the plan has (`--force` replaces
    /// it), or an edited orphan `--prune` would not delete (`--force` only stops tracking it).
    package func refusal(_ path: String) -> String {
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
