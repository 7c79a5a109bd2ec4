import ModgenPlanning
/// Reads and writes `.modgen/state` and `.modgen/journal`, and clears what a killed run left.
///
/// Below: `WriteKnowledge`, what the loaded state and journal say modgen wrote, and
/// `OutputLayout`, where the `.modgen` files live under the root.
struct StateStore: Sendable {
    var layout: OutputLayout
    var fileSystem: FileSystem

    private var writer: AtomicFileWriter { AtomicFileWriter(fileSystem: fileSystem) }

    /// Creates the output root and its missing parents (`mkdir -p`). The folders the root is
    /// reached through are the user's choice: a link among them (as `/tmp` is on macOS, or
    /// the root itself) is followed. `FolderGuard` then guards below the resolved root.
    func createRoot() throws(WriteError) {
        var prefix = layout.root.hasPrefix("/") ? "" : "."
        for component in layout.root.split(separator: "/") {
            prefix += "/\(component)"
            do { try fileSystem.createDirectory(prefix, followingLinks: true) } catch {
                throw WriteError(error, displayPath: String(prefix.trimmingPrefix("./")))
            }
        }
    }

    /// The state and a killed run's journal, each without the entries `rules` reject (every
    /// one a warning in `WriteKnowledge.warnings`): what is left is all modgen acts on.
    /// The rules are made only when there is a state or a journal to read: a cold run has
    /// neither, and building the plan's set of generated paths was a tenth of its survey.
    func load(rules makeRules: () -> RecordedEntryRules) throws(WriteError) -> WriteKnowledge {
        var made: RecordedEntryRules?
        let rules = {
            if let made { return made }
            let rules = makeRules()
            made = rules
            return rules
        }
        let state = try read(layout.statePath, as: .state, rules: rules)
        let journal = try read(layout.journalPath, as: .journal, rules: rules)
        return WriteKnowledge(
            state: state?.state ?? WriteState(), journal: journal?.state,
            stateWarnings: state?.warnings ?? [], journalWarnings: journal?.warnings ?? [], stateDigest: state?.digest)
    }

    private func read(_ path: String, as kind: WriteState.Kind, rules: () -> RecordedEntryRules) throws(WriteError)
        -> (state: WriteState, warnings: [String], digest: ContentHash?)?
    {
        let existing: ExistingFile
        do { existing = try fileSystem.existingFile(at: path) } catch {
            throw WriteError(error, displayPath: path)
        }
        switch existing {
        case .missing: return nil
        case .regular(let bytes, _):
            let (state, warnings) = try WriteState.parse(bytes, as: kind, file: path, rules: rules())
            return (state, warnings, kind == .state ? StateDigest.of(bytes) : nil)
        case .symbolicLink, .directory, .special:
            throw WriteError(
                path: path, message: "is not a regular file; delete it to start over", reason: .unreadableState)
        }
    }

    /// Removes the temp files a killed run may have left: its journal names every file it
    /// was about to write, and the state, journal and stat record have fixed temp names. A
    /// killed run that wrote a journal may also have left new subtrees half built in
    /// `.modgen/staging` (`FreshSubtrees`): that folder is modgen's alone and goes whole.
    func removeLeftovers(of journal: WriteState?, folders: inout FolderGuard) throws(WriteError) {
        if journal != nil {
            let staging = FreshSubtrees.root(layout)
            do { try fileSystem.removeTree(staging) } catch {
                throw WriteError(error, displayPath: staging)
            }
        }
        // The records' temps too: a run killed in the instant of a record's rename left one,
        // and a leftover inputs temp keeps every later run off the fast path.
        var leftovers = [layout.statePath, layout.journalPath, layout.statPath, layout.inputsPath, layout.sourcesPath]
        for path in journal?.entries.keys.sorted() ?? [] where try folders.parentExists(of: path) {
            leftovers.append(layout.path(path))
        }
        for path in leftovers {
            let temporary = AtomicFileWriter.temporaryPath(for: path)
            do { try fileSystem.removeFile(temporary) } catch {
                throw WriteError(error, displayPath: temporary)
            }
        }
    }

    /// The journal, as `WriteState.rendered(as: .journal, ...)` renders it.
    func writeJournal(_ text: String) throws(WriteError) {
        try save(text, to: layout.journalPath)
    }

    /// The state, as `WriteState.rendered(as: .state, ...)` renders it.
    func writeState(_ text: String) throws(WriteError) {
        try save(text, to: layout.statePath)
    }

    func removeJournal() throws(WriteError) {
        do { try fileSystem.removeFile(layout.journalPath) } catch {
            throw WriteError(error, displayPath: layout.journalPath)
        }
    }

    private func save(_ text: String, to path: String) throws(WriteError) {
        do { try writer.write(text, to: path) } catch {
            throw WriteError(error, displayPath: path)
        }
    }
}

/// What modgen knows it wrote: the last state, plus a killed run's journal of intent, each
/// without the entries `RecordedEntryRules` reject (the warnings say which and why).
struct WriteKnowledge: Sendable {
    var state: WriteState
    var journal: WriteState?
    /// One per ignored line of the state: the state is rewritten without them.
    var stateWarnings: [String] = []
    /// One per ignored line of the journal.
    var journalWarnings: [String] = []
    /// The state file's `StateDigest`, which ties `.modgen/stat` to it; nil without a state.
    var stateDigest: ContentHash?

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

/// Where things live under one output root, and how paths are shown to people.
struct OutputLayout: Sendable {
    /// The output root as the user gave it (relative to the working directory or absolute).
    var root: String

    init(root: String) {
        var trimmed = root
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        self.root = trimmed.isEmpty ? "." : trimmed
    }

    /// `root/relative`: the path for system calls and for messages.
    func path(_ relative: String) -> String {
        root == "/" ? "/\(relative)" : "\(root)/\(relative)"
    }

    var stateFolder: String { path(PlannedPathRules.reservedFolder) }
    var statePath: String { path("\(PlannedPathRules.reservedFolder)/state") }
    var journalPath: String { path("\(PlannedPathRules.reservedFolder)/journal") }
    var lockPath: String { path(Self.lockFile) }
    var inputsPath: String { path(Self.inputsFile) }
    var statPath: String { path(Self.statFile) }
    var sourcesPath: String { path(Self.sourcesFile) }

    /// The lock and the fast path's records, relative to the root: they belong to one checkout,
    /// so they are not committed (the state and journal are).
    static let lockFile = "\(PlannedPathRules.reservedFolder)/lock"
    static let inputsFile = "\(PlannedPathRules.reservedFolder)/inputs"
    static let statFile = "\(PlannedPathRules.reservedFolder)/stat"
    static let sourcesFile = "\(PlannedPathRules.reservedFolder)/sources"
}
