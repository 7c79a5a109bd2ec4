import ModgenPlanning
import Dispatch
import Foundation
import YAMLTree

/// The fast path of a run whose inputs are those of the last clean run (`InputsRecord`): that
/// run planned exactly the files its state lists, so the same plan changes nothing as long as
/// the tree is still as it left it. Checked without planning: no journal or temp file left by
/// a killed run, the state is the one recorded, every generated file holds the bytes recorded
/// for it, and no stub's path holds a symbolic link (stubs are the user's to edit; one the
/// state lists that is gone was deleted or renamed by a person, and the full path would not
/// write it again either). Reads only, on two threads (reading ~10,000 manifests and
/// `lstat`ing ~20,000 stubs is most of the time). A generated file whose `lstat` matches its
/// stamp in `.modgen/stat` (`StatRecord`) is not read: the last run that wrote knew its bytes;
/// a stub whose folder matches its stamp there is not looked up (`StubFolderCheck`).
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
        guard noLeftovers(), let recorded = recordedState(record, specPath: specPath),
            let gone = intactTree(recorded.paths, of: recorded.bytes, stamps: recorded.stamps, isWanted: isWanted)
        else { return nil }
        var unchanged: [(start: Int, end: Int)] = []
        var kept: [(start: Int, end: Int)] = []
        unchanged.reserveCapacity(recorded.paths.count)
        kept.reserveCapacity(recorded.paths.count)
        var report = WriteReport()
        for (index, path) in recorded.paths.enumerated() {
            if case .generated = path.entry.ownership {
                unchanged.append((path.start, path.end))
            } else if !gone.isEmpty, gone.contains(index) {
                report.stubsDeleted.append(String(decoding: recorded.bytes[path.start..<path.end], as: UTF8.self))
            } else {
                kept.append((path.start, path.end))
            }
        }
        report.unchanged = PathList(ranges: unchanged, of: recorded.bytes)
        report.stubsKept = PathList(ranges: kept, of: recorded.bytes)
        return report
    }

    /// The entry lines of the state `record` was made with, as ranges of its `bytes`, sorted
    /// as `String` sorts their paths (the report's order; neighbours share the folders the
    /// kernel has just looked up), with the stat record of that state: nil unless the state
    /// names `specPath` and every entry is one modgen acts on (`RecordedEntryRules`, no plan
    /// needed: every planned generated path has a generated file's shape; the full path
    /// reports the others). Parsed on both cores: the state's digest is one task, the stat
    /// record another, the entry lines `parts` more, each parsed and checked on its bytes
    /// (`RecordedPart`; see `PathList` for what a `String` per path cost). Smaller parts
    /// than halves keep both cores busy to the end: with two halves and the hash, the three
    /// tasks took two rounds of the longest.
    private func recordedState(_ record: InputsRecord, specPath: String?)
        -> (bytes: [UInt8], paths: [RecordedPath], stamps: StatRecord?)?
    {
        let store = StateStore(layout: layout, fileSystem: fileSystem)
        guard let bytes = store.stateBytes(), let head = try? WriteState.head(bytes, as: .state, file: layout.statePath),
            head.spec == specPath
        else { return nil }
        let parts = Self.lineRanges(bytes, from: head.entries, count: 4)
        let rules = RecordedEntryRules(specPath: head.spec)
        let found = TaskResults<RecordedPart>(count: parts.count)
        // Whether the state's digest is the one recorded, and the stat record of that state.
        let hashed = TaskResults<Bool>(count: 1)
        let stat = TaskResults<StatRecord>(count: 1)
        // The digest first (the longest task when it was FNV-1a); the stat record beside it, read
        // whatever the digest turns out to be: the two were one task, the longest.
        DispatchQueue.concurrentPerform(iterations: parts.count + 2) { task in
            switch task {
            case 0: hashed.set(0, StateDigest.of(bytes) == record.stateHash)
            case 1: if let record = store.readStat(for: record.stateHash) { stat.set(0, record) }
            default:
                let part = parts[task - 2]
                if let paths = RecordedPart(bytes, part.lower..<part.upper, rules: rules) { found.set(task - 2, paths) }
            }
        }
        guard hashed.values[0] == true else { return nil }
        var paths: [RecordedPath] = []
        // Room for all the parts' paths at once: grown part by part, the list was made three
        // times over in fresh pages, on the critical path: a no-op at 1,000 features took
        // 12.7 -> 11.8 ms (in turn, 61 rounds) and about 120 fewer page faults.
        paths.reserveCapacity(found.values.reduce(0) { $0 + ($1?.paths.count ?? 0) })
        var isSorted = true
        for part in found.values {
            guard let part else { return nil }
            if let last = paths.last, let first = part.paths.first {
                isSorted = isSorted && bytes.withUnsafeBufferPointer { RecordedPart.compare($0, (last.start, last.end), (first.start, first.end)) < 0 }
            }
            isSorted = isSorted && part.isASCIIAndIncreasing
            paths.append(contentsOf: part.paths)
        }
        if !isSorted {
            // A path that is not ASCII (byte order is not `String` order) or a state not sorted.
            paths.sort { String(decoding: bytes[$0.start..<$0.end], as: UTF8.self) < String(decoding: bytes[$1.start..<$1.end], as: UTF8.self) }
        }
        return (bytes, paths, stat.values[0])
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
    /// other found a difference; each finds its run's stamps in the record from where the
    /// run's first path would be. Fixed halves ended apart: at 5,000 features one lane's half
    /// took 16 ms longer than the other's (the tree's parts cost the kernel differently).
    private func intactTree(
        _ entries: [RecordedPath], of bytes: [UInt8], stamps: StatRecord?, isWanted: @Sendable () -> Bool
    ) -> Set<Int>? {
        let lanes = 2
        let stop = StopFlag()
        let gone = GoneStubs()
        let runs = BatchQueue(count: entries.count, batchSize: 128)
        let early = stamps.map { Self.generatedIndexes(of: $0.racyPaths, in: entries, of: bytes) } ?? []
        let earlyRuns = BatchQueue(count: early.count, batchSize: 1)
        let hashedEarly = early.reduce(into: [Bool](repeating: false, count: early.isEmpty ? 0 : entries.count)) { $0[$1] = true }
        let root = TreeRoot(layout)
        DispatchQueue.concurrentPerform(iterations: lanes) { _ in
            var reader = FileHashReader(fileSystem: fileSystem)
            var paths = TreePathStatus(layout: layout, fileSystem: fileSystem, root: root)
            var stubFolders = StubFolderCheck()
            var missing: [Int] = []
            defer { gone.add(missing) }
            bytes.withUnsafeBufferPointer { all in
                while let run = earlyRuns.next() {
                    if stop.isStopped || !isWanted() { return stop.stop() }
                    let recorded = entries[early[run.lowerBound]]
                    let path = UnsafeBufferPointer(rebasing: all[recorded.start..<recorded.end])
                    if !holdsRecordedBytes(path, recorded.entry, &reader) { return stop.stop() }
                }
                while let run = runs.next() {
                    if stop.isStopped || !isWanted() { return stop.stop() }
                    var next = stamps.map { stamps in
                        stamps.firstStamp(notBefore: UnsafeBufferPointer(rebasing: all[entries[run.lowerBound].start..<entries[run.lowerBound].end]))
                    } ?? 0
                    for index in run {
                        let recorded = entries[index]
                        let path = UnsafeBufferPointer(rebasing: all[recorded.start..<recorded.end])
                        if !hashedEarly.isEmpty, hashedEarly[index] { continue }
                        if case .stub = recorded.entry.ownership {
                            if let stamps, stamps.hasStubFolders,
                                stubFolders.vouches(stub: (recorded.start, recorded.end), in: all, by: stamps, &paths)
                            {
                                continue
                            }
                            switch stubFinding(path, &paths) {
                            case .present: continue
                            case .missing: missing.append(index)
                            case .otherwise: return stop.stop()
                            }
                        } else if recorded.entry.hash == nil {
                            return stop.stop()
                        } else {
                            if let stamps, isVouched(path, recorded: stamps.stamp(of: path, from: &next), by: stamps, &paths) { continue }
                            if !holdsRecordedBytes(path, recorded.entry, &reader) { return stop.stop() }
                        }
                    }
                }
            }
        }
        return withExtendedLifetime(root) { stop.isStopped ? nil : gone.indexes }
    }

    /// The indexes in `entries` (sorted by their paths' bytes) of the generated files at
    /// `wanted`, in `wanted`'s order; a path that is no generated entry's is left out (it is
    /// then checked in its turn, or is no file of the state).
    static func generatedIndexes(of wanted: [[UInt8]], in entries: [RecordedPath], of bytes: [UInt8]) -> [Int] {
        bytes.withUnsafeBufferPointer { all in
            wanted.compactMap { path in
                path.withUnsafeBufferPointer { path in
                    let low = StatRecord.firstIndex(notBefore: path, count: entries.count, in: all) { (entries[$0].start, entries[$0].end) }
                    guard low < entries.endIndex, case .generated = entries[low].entry.ownership else { return nil }
                    let entry = entries[low]
                    return StatRecord.compare(UnsafeBufferPointer(rebasing: all[entry.start..<entry.end]), path) == 0 ? low : nil
                }
            }
        }
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

    /// True when the file at `path` (UTF-8), read and hashed, holds the bytes `entry` records.
    private func holdsRecordedBytes(_ path: UnsafeBufferPointer<UInt8>, _ entry: WriteState.Entry, _ reader: inout FileHashReader) -> Bool {
        reader.hash(at: layout.path(String(decoding: path, as: UTF8.self))) == entry.hash
    }

    /// True when `lstat` shows the file at `path` (UTF-8) with the stamp `recorded` in `stamps`.
    private func isVouched(
        _ path: UnsafeBufferPointer<UInt8>, recorded: FileStamp?, by stamps: StatRecord, _ paths: inout TreePathStatus
    ) -> Bool {
        guard recorded != nil, let status = try? paths.status(utf8: path), status.kind == .regular else { return false }
        return stamps.vouches(recorded, for: status.stamp)
    }

    private enum StubFinding {
        case present, missing
        /// A symbolic link (whose target the full path checks), or the path cannot be read.
        case otherwise
    }

    private func stubFinding(_ path: UnsafeBufferPointer<UInt8>, _ paths: inout TreePathStatus) -> StubFinding {
        do {
            guard let status = try paths.status(utf8: path) else { return .missing }
            return status.kind == .symbolicLink ? .otherwise : .present
        } catch {
            return .otherwise
        }
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
