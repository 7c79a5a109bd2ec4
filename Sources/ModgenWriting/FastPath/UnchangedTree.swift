import ModgenPlanning
import Dispatch
import Foundation

/// The fast path of a run whose inputs are those of the last clean run (`InputsRecord`): that
/// run planned exactly the files its state lists, so the same plan changes nothing as long as
/// the tree is still as it left it. Checked without planning: no journal or temp file left by
/// a killed run, the state is the one recorded, every generated file holds the bytes recorded
/// for it, and no stub's path holds a symbolic link (stubs are the user's to edit; one the
/// state lists that is gone was deleted or renamed by a person, and the full path would not
/// write it again either). Reads only, on two threads (reading ~10,000 manifests and
/// `lstat`ing ~20,000 stubs is most of the time). A generated file whose `lstat` matches its
/// stamp in `.modgen/stat` (`StatRecord`) is not read: the last run that wrote knew its bytes.
///
/// Below: `TreeWriter.unchangedReport`, the fast path's entry, and `StopFlag`, which stops the
/// other lane early.
struct UnchangedTree {
    var layout: OutputLayout
    var fileSystem: FileSystem

    /// The report of a run that changes nothing (every generated file unchanged, every stub
    /// kept), or nil when anything differs: then the caller plans and writes as usual.
    /// `isWanted` is asked now and then; false gives up (nil).
    func report(for record: InputsRecord, specPath: String?, isWanted: @Sendable () -> Bool = { true }) -> WriteReport? {
        guard noLeftovers(), let recorded = recordedState(record, specPath: specPath) else { return nil }
        // Sorted (as modgen writes the state): the report's order, and neighbours share the
        // folders the kernel has just looked up.
        var entries = recorded.entries
        if !entries.isSorted { entries.sort { $0.path < $1.path } }
        guard let gone = intactTree(entries, stamps: recorded.stamps, isWanted: isWanted) else { return nil }
        var report = WriteReport()
        for (index, (path, entry)) in entries.enumerated() {
            if entry.ownership == .generated {
                report.unchanged.append(path)
            } else if !gone.isEmpty, gone.contains(index) {
                report.stubsDeleted.append(path)
            } else {
                report.stubsKept.append(path)
            }
        }
        return report
    }

    /// The entries of the state `record` was made with, in the file's order, with the stat
    /// record of that state: nil unless the state names `specPath` and every entry is one
    /// modgen acts on (`RecordedEntryRules`, no plan needed: every planned generated path has
    /// a generated file's shape; the full path reports the others). Parsed on both cores: the
    /// state's hash with the stat record is one task, the entry lines are `parts` more, each
    /// parsed and checked (parsing and checking 40,000 lines was a third of a no-op). Smaller
    /// parts than halves keep both cores busy to the end: with two halves and the hash, the
    /// three tasks took two rounds of the longest.
    private func recordedState(_ record: InputsRecord, specPath: String?)
        -> (entries: [WriteState.OrderedEntry], stamps: StatRecord?)?
    {
        let store = StateStore(layout: layout, fileSystem: fileSystem)
        guard let bytes = store.stateBytes(), let head = try? WriteState.head(bytes, as: .state, file: layout.statePath),
            head.spec == specPath
        else { return nil }
        let parts = Self.lineRanges(bytes, from: head.entries, count: 4)
        let rules = RecordedEntryRules(specPath: head.spec)
        let found = TaskResults<[WriteState.OrderedEntry]>(count: parts.count)
        // Still nil when the state is not the one recorded; a nil record when there is none.
        let stat = TaskResults<StatRecord?>(count: 1)
        // The hash and the stat record first: the longest task, started while the parts wait.
        DispatchQueue.concurrentPerform(iterations: parts.count + 1) { task in
            guard task > 0 else {
                if ContentHash(bytes) == record.stateHash { stat.set(0, store.readStat(for: record.stateHash)) }
                return
            }
            let part = parts[task - 1]
            guard let entries = try? WriteState.entriesInOrder(bytes, part.lower..<part.upper, firstLine: 0, file: layout.statePath),
                entries.allSatisfy({ rules.problem(with: $0.path, $0.entry, recordedSpec: nil) == nil })
            else { return }
            found.set(task - 1, entries)
        }
        guard let hashed = stat.values[0] else { return nil }
        var entries: [WriteState.OrderedEntry] = []
        for part in found.values {
            guard let part else { return nil }
            entries.append(contentsOf: part)
        }
        return (entries, hashed)
    }

    /// `count` ranges of whole lines covering `bytes` from `start`, of about equal length
    /// (fewer when there are fewer lines; empty ones dropped). Bounds, not `Range<Int>`s: see
    /// `StatRecord.stamps`.
    static func lineRanges(_ bytes: [UInt8], from start: Int, count: Int) -> [(lower: Int, upper: Int)] {
        var ranges: [(lower: Int, upper: Int)] = []
        var lower = start
        for part in 1...count where lower < bytes.count {
            let target = part == count ? bytes.count : start + (bytes.count - start) * part / count
            let upper =
                target >= bytes.count
                ? bytes.count : bytes[max(target, lower)...].firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? bytes.count
            if upper > lower { ranges.append((lower, upper)) }
            lower = upper
        }
        return ranges
    }

    /// The indexes of the stubs no longer there, when every generated file holds its recorded
    /// bytes (vouched for by `stamps`, or read and hashed) and no stub is a symbolic link; else
    /// nil. Two lanes take runs of 128 entries in turn (`BatchQueue`), and stop when the
    /// other found a difference. Fixed halves ended apart: at 5,000 features one lane's half
    /// took 16 ms longer than the other's (the tree's parts cost the kernel differently).
    private func intactTree(
        _ entries: [WriteState.OrderedEntry], stamps: StatRecord?, isWanted: @Sendable () -> Bool
    ) -> Set<Int>? {
        let lanes = 2
        let recorded = stamps?.stamps(of: entries.map(\.path)) ?? []
        let stop = StopFlag()
        let gone = GoneStubs()
        let runs = BatchQueue(count: entries.count, batchSize: 128)
        let root = TreeRoot(layout)
        DispatchQueue.concurrentPerform(iterations: lanes) { _ in
            var reader = FileHashReader(fileSystem: fileSystem)
            var paths = TreePathStatus(layout: layout, fileSystem: fileSystem, root: root)
            var missing: [Int] = []
            defer { gone.add(missing) }
            while let run = runs.next() {
                if stop.isStopped || !isWanted() { return stop.stop() }
                for index in run {
                    let (path, entry) = entries[index]
                    if entry.ownership == .stub {
                        switch stubFinding(path, &paths) {
                        case .present: continue
                        case .missing: missing.append(index)
                        case .otherwise: return stop.stop()
                        }
                    } else if entry.hash == nil {
                        return stop.stop()
                    } else {
                        if let stamps, isVouched(path, recorded: recorded[index], by: stamps, &paths) { continue }
                        if reader.hash(at: layout.path(path)) != entry.hash { return stop.stop() }
                    }
                }
            }
        }
        return withExtendedLifetime(root) { stop.isStopped ? nil : gone.indexes }
    }

    /// No journal, and no temp file of the state, journal or records: a killed run's leftovers
    /// are the full path's to clear.
    private func noLeftovers() -> Bool {
        let temporaries = [layout.statePath, layout.journalPath, layout.inputsPath, layout.statPath].map(
            AtomicFileWriter.temporaryPath)
        return ([layout.journalPath] + temporaries).allSatisfy { path in
            do { return try fileSystem.status(path) == nil } catch { return false }
        }
    }

    /// True when `lstat` shows the file at `path` with the stamp `recorded` in `stamps`.
    private func isVouched(_ path: String, recorded: FileStamp?, by stamps: StatRecord, _ paths: inout TreePathStatus) -> Bool {
        guard recorded != nil, let status = try? paths.status(path), status.kind == .regular else { return false }
        return stamps.vouches(recorded, for: status.stamp)
    }

    private enum StubFinding {
        case present, missing
        /// A symbolic link (whose target the full path checks), or the path cannot be read.
        case otherwise
    }

    private func stubFinding(_ path: String, _ paths: inout TreePathStatus) -> StubFinding {
        do {
            guard let status = try paths.status(path) else { return .missing }
            return status.kind == .symbolicLink ? .otherwise : .present
        } catch {
            return .otherwise
        }
    }
}

/// What each of several parallel tasks found, by task; nil where a task found nothing.
private final class TaskResults<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var found: [Value?]

    init(count: Int) {
        found = Array(repeating: nil, count: count)
    }

    func set(_ task: Int, _ value: Value) {
        lock.withLock { found[task] = value }
    }

    var values: [Value?] {
        lock.withLock { found }
    }
}

/// The stubs each lane found gone, gathered from both lanes.
private final class GoneStubs: @unchecked Sendable {
    private let lock = NSLock()
    private var found = Set<Int>()

    func add(_ indexes: [Int]) {
        lock.withLock { found.formUnion(indexes) }
    }

    var indexes: Set<Int> {
        lock.withLock { found }
    }
}

extension [WriteState.OrderedEntry] {
    fileprivate var isSorted: Bool {
        indices.dropFirst().allSatisfy { self[$0 - 1].path < self[$0].path }
    }
}

extension TreeWriter {
    /// The report of a run that would change nothing, found without a plan: nil unless
    /// `inputs` equals the fingerprint recorded by the last clean run and the tree is still
    /// as that run left it (see `UnchangedTree`), and always nil when the options do not allow
    /// it (`WriteOptions.allowsFastPath`).
    /// Reads only, under the lock a run with these options takes; creates nothing.
    /// `isWanted` is asked between files: false abandons the check (nil).
    package func unchangedReport(
        at root: String, inputs: PlanFingerprint, options: WriteOptions,
        isWanted: @Sendable () -> Bool = { true }
    ) throws(WriteError) -> WriteReport? {
        guard options.allowsFastPath else { return nil }
        let layout = OutputLayout(root: root)
        let store = StateStore(layout: layout, fileSystem: fileSystem)
        guard store.readInputs()?.fingerprint == inputs, let lock = try fastPathLock(layout, options) else { return nil }
        return withExtendedLifetime(lock) {
            guard let record = store.readInputs(), record.fingerprint == inputs else { return nil }
            let tree = UnchangedTree(layout: layout, fileSystem: fileSystem)
            return tree.report(for: record, specPath: options.specPath, isWanted: isWanted)
        }
    }

    /// The lock of a normal run; nil (no fast path) when it cannot be had for lack of rights.
    private func fastPathLock(_ layout: OutputLayout, _ options: WriteOptions) throws(WriteError) -> OutputLock? {
        if options.writesNothing { return try OutputLock.shared(layout, fileSystem: fileSystem) }
        do { return try OutputLock.exclusive(layout, fileSystem: fileSystem) } catch {
            guard error.isPermissionProblem else { throw error }
            return nil
        }
    }
}

/// Set once by any thread, read by all: tells parallel lanes to stop early.
final class StopFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var stopped = false

    func stop() {
        lock.withLock { stopped = true }
    }

    var isStopped: Bool {
        lock.withLock { stopped }
    }
}
