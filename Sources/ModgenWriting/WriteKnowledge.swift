/// What modgen knows it wrote: the last state, plus a killed run's journal of intent, each
/// without the entries `RecordedEntryRules` reject (the warnings say which and why).
struct WriteKnowledge: Sendable {
    var state: WriteState
    var journal: WriteState?
    /// One per ignored line of the state: the state is rewritten without them.
    var stateWarnings: [String] = []
    /// One per ignored line of the journal.
    var journalWarnings: [String] = []

    var warnings: [String] { stateWarnings + journalWarnings }

    /// True when `hash` is bytes modgen itself wrote at `path` (so not a person's edit).
    func wrote(_ hash: ContentHash, at path: String) -> Bool {
        state.entries[path]?.hash == hash || journal?.entries[path]?.hash == hash
    }

    /// Every path modgen may have written, for finding orphans.
    var recordedPaths: Set<String> {
        Set(state.entries.keys).union(journal.map { Set($0.entries.keys) } ?? [])
    }

    func entry(for path: String) -> WriteState.Entry? {
        state.entries[path] ?? journal?.entries[path]
    }
}
