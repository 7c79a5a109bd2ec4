import Foundation
import Testing

@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph
@testable import ModgenPlanning
@testable import ModgenWriting

/// `.modgen/lock` may vanish while a run holds it (`git clean -X`, a person deleting it): the
/// next run must still find the output taken, and a run never keeps a lock on a file that is
/// no longer the one at the path.
@Suite struct LockFileDeletionTests {
    @Test func aDeletedLockFileStillStopsASecondRunOnAnotherThread() async throws {
        let output = try OutputFolder()
        var held: OutputLock? = try OutputLock.exclusive(OutputLayout(root: output.path), fileSystem: FileSystem())
        try FileManager.default.removeItem(at: output.url(".modgen/lock"))
        let root = output.path
        for options in [WriteOptions(), WriteOptions(check: true)] {
            let outcome = await Task.detached {
                Result { () throws(WriteError) in
                    try TreeWriter().write(PlanBuilders.modules(["Search"]), to: root, options: options)
                }
            }.value
            #expect(throws: WriteError.self) { try outcome.get() }
            if case .failure(let error) = outcome {
                #expect(error.reason == .locked, "\(options): \(error)")
            }
        }
        #expect(!output.exists("Packages"), "the second run wrote nothing")
        #expect(held != nil)
        held = nil
        _ = try TreeWriter().write(PlanBuilders.modules(["Search"]), to: output.path)
        #expect(output.exists("Packages/Search/Package.swift"), "free again once the first run ends")
    }

    /// The lock file is replaced after this run opened it and before it checked: the run
    /// tries again and ends up holding the file that is at the path.
    @Test func aLockFileReplacedWhileTakingItIsTakenAgain() throws {
        let output = try OutputFolder()
        let layout = OutputLayout(root: output.path)
        let lockPath = layout.lockPath
        let replaced = Counter()
        let swapping = FileSystem(fault: { operation, path in
            if operation == .status, path == lockPath, replaced.next() == 0 {
                unlink(lockPath)
                close(open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o666))
            }
            return nil
        })
        let held = try OutputLock.exclusive(layout, fileSystem: swapping)
        #expect(replaced.value >= 2, "checked again after the swap")
        let other = open(lockPath, O_RDWR | O_CLOEXEC)
        defer { close(other) }
        #expect(other >= 0)
        #expect(flock(other, LOCK_EX | LOCK_NB) == -1 && errno == EWOULDBLOCK, "the file at the path is the locked one")
        withExtendedLifetime(held) {}
    }
}

/// A thread-safe count of calls.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    /// The count before this call.
    func next() -> Int {
        lock.withLock {
            defer { count += 1 }
            return count
        }
    }

    var value: Int { lock.withLock { count } }
}
