/// What a write did (or, for `check` and `dryRun`, would do). Every list holds paths relative
/// to the output root, sorted.
public struct WriteReport: Sendable, Hashable {
    /// Files that did not exist (generated files and stubs).
    public var created: [String] = []
    /// Generated files whose bytes changed.
    public var updated: [String] = []
    /// Generated files already holding the planned bytes: not touched, their mtime stays.
    public var unchanged: [String] = []
    /// Files modgen wrote before that the plan no longer has, still on disk.
    public var orphaned: [String] = []
    /// What each orphan is (by path): what `--prune` does with it depends on that.
    public var orphans: [String: Orphan] = [:]
    /// Orphaned generated files deleted (`prune`).
    public var pruned: [String] = []
    /// Generated files left alone because a person edited them or modgen never wrote them.
    /// The run failed unless they were forced (then they are in `updated`, not here).
    public var refused: [String] = []
    /// Stubs left alone because something is already at their path.
    public var stubsKept: [String] = []
    /// Lines of `.modgen/state` or `.modgen/journal` modgen ignored, as `FILE:LINE: warning: ...`
    /// (a path it could not have generated: outside the root, a source, the spec, ...).
    public var warnings: [String] = []

    public init() {}

    /// False when a file was refused: the CLI exits 1.
    public var succeeded: Bool { refused.isEmpty }

    /// True when a real run would change nothing and refuse nothing (`--check` exits 0).
    public var isUpToDate: Bool {
        created.isEmpty && updated.isEmpty && pruned.isEmpty && refused.isEmpty
    }

    /// `created N, updated N, unchanged N, orphaned N` (+ pruned / refused when there are any).
    /// Kept stubs count as unchanged: this run did not touch them.
    public var summary: String {
        var parts = [
            "created \(created.count)", "updated \(updated.count)",
            "unchanged \(unchanged.count + stubsKept.count)", "orphaned \(orphaned.count)",
        ]
        if !pruned.isEmpty { parts.append("pruned \(pruned.count)") }
        if !refused.isEmpty { parts.append("refused \(refused.count)") }
        return parts.joined(separator: ", ")
    }

    /// One line per change, sorted by path: `create P`, `update P`, `prune P`, `refuse P`,
    /// and `orphan P` for orphans left in place. What `--check` and `--dry-run` print.
    public var changes: [String] {
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
    }
}
