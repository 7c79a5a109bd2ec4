/// What modgen knows it wrote: the last state, plus a killed run's journal of intent.
struct WriteKnowledge: Sendable {
    var state: WriteState
    var journal: WriteState?

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
