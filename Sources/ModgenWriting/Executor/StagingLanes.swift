import Dispatch
import Foundation

/// Writes the temp files of a run (`AtomicFileWriter.stage`) once their folders exist, and the
/// files of the new subtrees it builds in `.modgen/staging` (`FreshSubtrees`) with their
/// folders (`StagedFolders`), on two
/// threads when there are many: each lane stages one contiguous half of the sorted writes, so
/// the lanes mostly work in different folders (the kernel locks a folder while it adds a name).
/// Staging only adds temp files, which the journal already covers, so their order changes
/// nothing for a killed run. On failure every temp file staged is removed and the error is the
/// one a single thread would have met first: the first lane's, else the second's (the second
/// lane stops as soon as the first fails).
struct StagingLanes {
    var layout: OutputLayout
    var fileSystem: FileSystem
    /// fsync each temp file (`Durability.eachFile`).
    var synchronize: Bool
    /// The new subtrees whose folders the lanes make as they stage their files; their
    /// `placements` say which writes go there.
    var subtrees = FreshSubtrees()

    /// Below this many files, one thread: a second costs more than it saves.
    static let parallelThreshold = 256

    /// Stages each write: where `subtrees.placements` (in the writes' order; empty for none)
    /// says, in its subtree under `.modgen/staging`, else as a temp file beside its target.
    func stage(_ writes: [PendingWork.FileWrite]) throws(WriteError) -> [WorkExecutor.Staged] {
        let placements = subtrees.placements
        let lanes = writes.count >= Self.parallelThreshold ? 2 : 1
        let share = (writes.count + lanes - 1) / lanes
        let results = LaneResults(lanes: lanes)
        DispatchQueue.concurrentPerform(iterations: lanes) { lane in
            let range = min(lane * share, writes.count)..<min((lane + 1) * share, writes.count)
            var staged: [WorkExecutor.Staged] = []
            staged.reserveCapacity(range.count)
            var failure: WriteError?
            var folders = StagedFolders(fileSystem: fileSystem, layout: layout, subtrees: subtrees)
            for index in range {
                if (index - range.lowerBound) % 64 == 0, results.hasFailure(before: lane) { break }
                let placement = index < placements.count ? placements[index] : nil
                do throws(WriteError) {
                    if let placement { try folders.create(for: placement) }
                    staged.append(try stageOne(writes[index], placement))
                } catch {
                    failure = error
                    break
                }
            }
            results.finish(lane, staged: staged, failure: failure)
        }
        let staged = results.staged.flatMap { $0 }
        if let failure = results.firstFailure {
            for file in staged { try? fileSystem.removeFile(file.temporary) }
            throw failure
        }
        return staged
    }

    /// Only a generated file's stamp is recorded (`.modgen/stat`): a stub's is not taken.
    private func stageOne(
        _ write: PendingWork.FileWrite, _ placement: FreshSubtrees.Placement?
    ) throws(WriteError) -> WorkExecutor.Staged {
        let path = layout.path(write.file.path)
        let temporary = placement?.staged ?? AtomicFileWriter.temporaryPath(for: path)
        var stamp: FileStamp?
        do {
            try AtomicFileWriter(fileSystem: fileSystem).stage(
                write.file.contents, into: temporary, permissions: write.permissions, synchronize: synchronize,
                stamping: write.file.ownership == .generated, stamp: &stamp)
            return WorkExecutor.Staged(
                temporary: temporary, path: path, write: write, stamp: stamp, subtree: placement?.subtree)
        } catch {
            throw WriteError(error, displayPath: path)
        }
    }
}

/// What each staging lane staged, and the failure that stopped it, gathered under a lock.
private final class LaneResults: @unchecked Sendable {
    private let lock = NSLock()
    private var stagedByLane: [[WorkExecutor.Staged]]
    private var failures: [WriteError?]

    init(lanes: Int) {
        stagedByLane = Array(repeating: [], count: lanes)
        failures = Array(repeating: nil, count: lanes)
    }

    func finish(_ lane: Int, staged: [WorkExecutor.Staged], failure: WriteError?) {
        lock.withLock {
            stagedByLane[lane] = staged
            failures[lane] = failure
        }
    }

    /// True when a lane before `lane` has failed: `lane`'s files would be removed anyway.
    func hasFailure(before lane: Int) -> Bool {
        lock.withLock { failures[..<lane].contains { $0 != nil } }
    }

    var staged: [[WorkExecutor.Staged]] { lock.withLock { stagedByLane } }

    /// The failure of the first lane that failed (lanes in the writes' order).
    var firstFailure: WriteError? { lock.withLock { failures.lazy.compactMap { $0 }.first } }
}
