import Dispatch
import Foundation

/// Writes the temp files of a run (`AtomicFileWriter.stage`) once their folders exist, and the
/// files of the new subtrees it builds in `.modgen/staging` (`FreshSubtrees`) with their
/// folders (`StagedFolders`), on two threads when there are many. The sorted writes are cut
/// into contiguous chunks, which the lanes take in order as each finishes one, so the lanes
/// mostly work in different folders (the kernel locks a folder while it adds a name) and
/// neither waits on the other at the end (with two fixed halves, one lane staged alone for
/// the last quarter of a cold run's stage at 5,000 features: the halves' files differ in
/// size and in folders to make).
/// Staging only adds temp files, which the journal already covers, so their order changes
/// nothing for a killed run. On failure every temp file staged is removed and the error is the
/// one a single thread would have met first: the first failing chunk's (a lane takes no chunk
/// after a failure, and stops one that comes after a failed chunk).
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

    /// The writes of one chunk: about a 128th of them, at least 64. (A 32nd is 250 files at
    /// 1,000 features, a millisecond or two of staging that the lane taking the last chunk may
    /// do alone.)
    static func chunkSize(of count: Int) -> Int {
        max(64, count / 128)
    }

    /// Stages each write, each staged file numbered by its write's index in `writes`: where
    /// `subtrees.placements` (in the writes' order; empty for none) says, in its subtree under
    /// `.modgen/staging`, else as a temp file beside its target. With them, the stamps of the
    /// new folders of stubs the lanes filled (`StubFolderStamp`), in the writes' order.
    func stage(
        _ writes: [PendingWork.FileWrite]
    ) throws(WriteError) -> (files: [WorkExecutor.Staged], stubFolders: [StubFolderStamp]) {
        let placements = subtrees.placements
        let lanes = writes.count >= Self.parallelThreshold ? 2 : 1
        let size = lanes == 1 ? max(1, writes.count) : Self.chunkSize(of: writes.count)
        let results = ChunkResults(chunks: (writes.count + size - 1) / size)
        DispatchQueue.concurrentPerform(iterations: lanes) { _ in
            var folders = StagedFolders(fileSystem: fileSystem, layout: layout, subtrees: subtrees)
            while let chunk = results.next() {
                let range = (chunk * size)..<min((chunk + 1) * size, writes.count)
                var staged: [WorkExecutor.Staged] = []
                staged.reserveCapacity(range.count)
                var stubFolders: [StubFolderStamp] = []
                var failure: WriteError?
                for index in range {
                    if (index - range.lowerBound) % 64 == 0, results.hasFailure(before: chunk) { break }
                    let placement = index < placements.count ? placements[index] : nil
                    do throws(WriteError) {
                        let stagedPath = placement.map { subtrees.stagedPath(of: writes[index].file.path, at: $0) }
                        if let placement, let stagedPath { try folders.create(for: stagedPath, in: placement.subtree) }
                        staged.append(try stageOne(writes[index], number: index, placement, stagedPath))
                        if let placement, let stagedPath,
                            let folder = StubFolderStamp.taken(
                                after: index, of: writes, chunk: range, placement: placement, stagedPath: stagedPath,
                                fileSystem: fileSystem)
                        {
                            stubFolders.append(folder)
                        }
                    } catch {
                        failure = error
                        break
                    }
                }
                results.finish(chunk, staged: staged, stubFolders: stubFolders, failure: failure)
            }
        }
        let staged = results.staged.flatMap { $0 }
        if let failure = results.firstFailure {
            for file in staged { try? fileSystem.removeFile(subtrees.temporaryPath(of: file, in: writes, layout: layout)) }
            throw failure
        }
        return (staged, results.stubFolders.flatMap { $0 })
    }

    /// Only a generated file's stamp is recorded (`.modgen/stat`): a stub's is not taken.
    private func stageOne(
        _ write: PendingWork.FileWrite, number: Int, _ placement: FreshSubtrees.Placement?, _ stagedPath: String?
    ) throws(WriteError) -> WorkExecutor.Staged {
        let path = layout.path(write.file.path)
        let temporary = stagedPath ?? AtomicFileWriter.temporaryPath(for: path)
        var stamp: FileStamp?
        do {
            try AtomicFileWriter(fileSystem: fileSystem).stage(
                write.file.contents, into: temporary, permissions: write.permissions, synchronize: synchronize,
                stamping: write.file.ownership == .generated, stamp: &stamp)
            return WorkExecutor.Staged(write: number, stamp: stamp, subtree: placement?.subtree)
        } catch {
            throw WriteError(error, displayPath: path)
        }
    }
}

/// What each chunk staged (its files, and the stamps of its stubs' folders), and the failure
/// that stopped it, gathered under a lock; hands the chunks out in order, none after a failure.
private final class ChunkResults: @unchecked Sendable {
    private let lock = NSLock()
    private var stagedByChunk: [[WorkExecutor.Staged]]
    private var stubFoldersByChunk: [[StubFolderStamp]]
    private var failures: [WriteError?]
    private var nextChunk = 0
    private var failed = false

    init(chunks: Int) {
        stagedByChunk = Array(repeating: [], count: chunks)
        stubFoldersByChunk = Array(repeating: [], count: chunks)
        failures = Array(repeating: nil, count: chunks)
    }

    /// The next chunk to stage; nil when all are taken or one has failed (the ones after it
    /// would be removed anyway; the ones before it are all taken already).
    func next() -> Int? {
        lock.withLock {
            guard !failed, nextChunk < failures.count else { return nil }
            defer { nextChunk += 1 }
            return nextChunk
        }
    }

    func finish(_ chunk: Int, staged: [WorkExecutor.Staged], stubFolders: [StubFolderStamp], failure: WriteError?) {
        lock.withLock {
            stagedByChunk[chunk] = staged
            stubFoldersByChunk[chunk] = stubFolders
            failures[chunk] = failure
            if failure != nil { failed = true }
        }
    }

    /// True when a chunk before `chunk` has failed: `chunk`'s files would be removed anyway.
    func hasFailure(before chunk: Int) -> Bool {
        lock.withLock { failures[..<chunk].contains { $0 != nil } }
    }

    var staged: [[WorkExecutor.Staged]] { lock.withLock { stagedByChunk } }
    var stubFolders: [[StubFolderStamp]] { lock.withLock { stubFoldersByChunk } }

    /// The failure of the first chunk that failed (chunks in the writes' order).
    var firstFailure: WriteError? { lock.withLock { failures.lazy.compactMap { $0 }.first } }
}
