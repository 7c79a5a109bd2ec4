/// Reads and writes `.modgen/state` and `.modgen/journal`, and clears what a killed run left.
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
    func load(rules: RecordedEntryRules) throws(WriteError) -> WriteKnowledge {
        let state = try read(layout.statePath, as: .state, rules: rules)
        let journal = try read(layout.journalPath, as: .journal, rules: rules)
        return WriteKnowledge(
            state: state?.state ?? WriteState(), journal: journal?.state,
            stateWarnings: state?.warnings ?? [], journalWarnings: journal?.warnings ?? [])
    }

    private func read(_ path: String, as kind: WriteState.Kind, rules: RecordedEntryRules) throws(WriteError)
        -> (state: WriteState, warnings: [String])?
    {
        let existing: ExistingFile
        do { existing = try fileSystem.existingFile(at: path) } catch {
            throw WriteError(error, displayPath: path)
        }
        switch existing {
        case .missing: return nil
        case .regular(let bytes, _):
            return try WriteState.parse(bytes, as: kind, file: path, rules: rules)
        case .symbolicLink, .directory, .special:
            throw WriteError(
                path: path, message: "is not a regular file; delete it to start over", reason: .unreadableState)
        }
    }

    /// Removes the temp files a killed run may have left: its journal names every file it
    /// was about to write, and the state and journal have fixed temp names.
    func removeLeftovers(of journal: WriteState?, folders: inout FolderGuard) throws(WriteError) {
        var leftovers = [layout.statePath, layout.journalPath]
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

    func writeJournal(_ journal: WriteState) throws(WriteError) {
        try save(journal.rendered(as: .journal), to: layout.journalPath)
    }

    func writeState(_ state: WriteState) throws(WriteError) {
        try save(state.rendered(as: .state), to: layout.statePath)
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
