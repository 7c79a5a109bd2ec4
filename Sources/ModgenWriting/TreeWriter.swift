import ModgenPlanning
import ModgenSpec

/// Writes a `Plan` under an output root, safely: only inside the root, only files whose bytes
/// change, never over a person's edits (unless forced), atomically, one run at a time, and
/// recoverably when killed. `check` and `dryRun` read the disk and write nothing.
///
/// A run: validate the planned paths; lock the output (`OutputLock`); load `.modgen/state` (and
/// a killed run's `.modgen/journal`), keeping only the lines `RecordedEntryRules` trust; survey
/// the tree; then, only if something changes, record the intent in the journal, write files
/// (temp + fsync + a rename that replaces only what the survey found; the files of a folder the
/// survey found missing built whole under `.modgen/staging` and put in place with one rename of
/// that folder that never replaces, `FreshSubtrees`), prune, write the state, and drop the
/// journal; after a clean run (nothing refused, no orphan, no stub left out for a
/// type clash), record what the plan was made from (`.modgen/inputs`) and the stamps of the
/// generated files the run wrote or found equal, and of the folders of stubs it made or found
/// whole (`.modgen/stat`).
///
/// `unchangedReport` is the fast path before planning: when the inputs are those recorded
/// and the tree is as that run left it, the run changes nothing and no plan is needed.
///
/// Below: `WriteOptions`, how a run treats what is already on disk.
package struct TreeWriter: Sendable {
    var fileSystem: FileSystem
    /// `TreeSurvey.readsAhead`: tests turn it off to compare with the survey's walk alone.
    var readsAhead = true

    package init() {
        self.init(fileSystem: FileSystem())
    }

    init(fileSystem: FileSystem) {
        self.fileSystem = fileSystem
    }

    package func write(_ plan: Plan, to root: String, options: WriteOptions = WriteOptions()) throws(WriteError)
        -> WriteReport
    {
        try write(plan, to: root, options: options, holding: nil)
    }

    /// Writes `plan` under `root`. A caller that already holds the root's writer lock (`add`,
    /// which locks before it edits the spec) passes it as `held`, and the run goes on under it
    /// with no moment unlocked; any other lock is taken here.
    package func write(
        _ plan: Plan, to root: String, options: WriteOptions, holding held: OutputLock?
    ) throws(WriteError) -> WriteReport {
        try PlannedPathRules.validate(plan)
        let layout = OutputLayout(root: root)
        let store = StateStore(layout: layout, fileSystem: fileSystem)
        var lock: OutputLock?
        var lockError: WriteError?
        if let held, held.covers(layout) {
            // A writer's lock held by the caller covers a run that only reads, too
            // (`generate --adopt` previews under the lock it then writes under).
            if !options.writesNothing { try store.createRoot() }
            lock = held
        } else if options.writesNothing {
            lock = try OutputLock.shared(layout, fileSystem: fileSystem)
        } else {
            try store.createRoot()
            do { lock = try OutputLock.exclusive(layout, fileSystem: fileSystem) } catch {
                guard error.isPermissionProblem else { throw error }
                lockError = error
            }
        }
        defer { withExtendedLifetime(lock) {} }
        let knowledge = try store.load { RecordedEntryRules(plan: plan, specPath: options.specPath) }
        var survey = TreeSurvey(
            layout: layout, fileSystem: fileSystem,
            folders: try FolderGuard(layout: layout, fileSystem: fileSystem),
            knowledge: knowledge, options: options)
        survey.readsAhead = readsAhead
        if lockError == nil, !options.writesNothing {
            try store.removeLeftovers(of: knowledge.journal, folders: &survey.folders)
        }
        var work = try survey.survey(plan)
        if options.writesNothing { return work.report }
        var executor = WorkExecutor(
            layout: layout, fileSystem: fileSystem, folders: survey.folders, store: store, lockError: lockError)
        try executor.perform(&work, previous: knowledge)
        if let inputs = options.inputs, lockError == nil, work.report.refused.isEmpty, work.report.orphaned.isEmpty,
            work.report.stubClashes.isEmpty
        {
            // The stamps first: a run killed between the two leaves the old inputs record, which
            // no longer matches the state, so no fast path trusts a missing or partial record.
            if let state = store.stateBytes() {
                let stateHash = StateDigest.of(state)
                store.recordStat(
                    verified: work.verified, written: work.written, writtenInPlace: work.writtenInPlace,
                    stubFolders: StubFolderStamp.vouching(executor.stubFolders, deleted: work.report.stubsDeleted)
                        + survey.stubFolders.stamps(exceptIn: work.writes.lazy.map(\.file.path), work.removals.lazy.map(\.path)),
                    stateHash: stateHash)
                store.recordInputs(inputs, stateHash: stateHash)
                if let sources = options.sources, sources.fingerprint == inputs { store.recordSources(sources) }
            }
        }
        // What the run decided and did is freed only when the process ends (`ProcessEndHold`):
        // freeing it (and the plan, `GeneratorPipeline`) just before exiting was 15 M
        // instructions of a cold run at 1,000 features, on the thread the user waits for.
        let report = work.report
        ProcessEndHold.keep((work, executor, survey))
        return report
    }
}

extension TreeWriter {
    /// modgen's files under an output root that belong to one checkout, never to the
    /// repository (relative paths): `init`'s `.gitignore` names them.
    package static var checkoutLocalFiles: [String] {
        [OutputLayout.lockFile, OutputLayout.inputsFile, OutputLayout.statFile, OutputLayout.sourcesFile]
    }

    /// Where the writer keeps the state of the output root `root` (`.modgen/state`).
    package static func statePath(ofRoot root: String) -> String {
        OutputLayout(root: root).statePath
    }
}

/// How `TreeWriter` treats what is already on disk.
public struct WriteOptions: Sendable, Hashable {
    /// Overwrite generated files that were edited by hand or that modgen never wrote.
    package var force: Bool
    /// Delete orphaned generated files (never stubs or other sources) when unedited.
    package var prune: Bool
    /// Write nothing; the report says what a real run would do (for CI drift checks).
    package var check: Bool
    /// Write nothing; the report is the plan to print.
    package var dryRun: Bool
    /// Write again the stubs modgen wrote before that are no longer there (a person deleted
    /// or renamed them); as every stub, only where nothing is.
    package var restoreStubs: Bool
    /// Generated files modgen never wrote that it may take over (`generate --adopt`: manifests
    /// found equal in meaning to the planned ones); replaced as with `force`, these alone.
    package var adopt: Set<String> = []
    /// The spec as the run names it (`RunContext.specReference`), recorded in `.modgen/state`.
    package var specPath: String?
    /// What the plan was made from: recorded in `.modgen/inputs` after a real run that ends
    /// clean (nothing refused, no orphan left, no stub clash), for the next run's fast path.
    package var inputs: PlanFingerprint?
    /// What the spec was loaded from (`SourcesRecord`), recorded in `.modgen/sources` with
    /// `inputs` when its fingerprint is `inputs`; nil when the load had any diagnostic.
    package var sources: SourcesRecord?

    public init(
        force: Bool = false, prune: Bool = false, check: Bool = false, dryRun: Bool = false,
        restoreStubs: Bool = false, specPath: String? = nil, inputs: PlanFingerprint? = nil
    ) {
        self.force = force
        self.prune = prune
        self.check = check
        self.dryRun = dryRun
        self.restoreStubs = restoreStubs
        self.specPath = specPath
        self.inputs = inputs
    }

    /// True for `check` and `dryRun`: the disk is only read.
    package var writesNothing: Bool { check || dryRun }

    /// True when a run with these options may report an unchanged tree without planning
    /// (`TreeWriter.unchangedReport`): not with `force`, `prune`, `restoreStubs` or `adopt`,
    /// each of which acts on files an unchanged plan leaves alone.
    package var allowsFastPath: Bool { !force && !prune && !restoreStubs && adopt.isEmpty }
}
