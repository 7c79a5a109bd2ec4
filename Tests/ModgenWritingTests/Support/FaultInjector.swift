import Foundation

@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph
@testable import ModgenPlanning
@testable import ModgenWriting

/// Injects system-call failures into a `FileSystem`: one errno for one operation (a read-only
/// disk, a full one), or "dead after the k-th change", which stands in for SIGKILL: every call
/// after that fails, so nothing runs that a killed process would not have run (no cleanup).
final class FaultInjector: @unchecked Sendable {
    static let changes: Set<FileOperation> = [
        .createDirectory, .createFile, .write, .sync, .rename, .removeFile, .removeDirectory, .lock,
    ]

    private let lock = NSLock()
    private var changesSeen = 0
    private let rule: (FileOperation, String, Int) -> Int32?

    /// Fails `operation` with `code` on paths containing `pathPart`, from its `after`-th match on.
    init(_ operation: FileOperation, _ code: Int32, on pathPart: String = "", after: Int = 0) {
        var matches = 0
        rule = { candidate, path, _ in
            guard candidate == operation, pathPart.isEmpty || path.contains(pathPart) else { return nil }
            matches += 1
            return matches > after ? code : nil
        }
    }

    /// Lets `changes` changing calls through, then fails every call (reads included) with EIO.
    init(deadAfter changes: Int) {
        rule = { _, _, seen in seen > changes ? EIO : nil }
    }

    /// How many changing calls were attempted (count a clean run to know every kill point).
    var changeCount: Int { lock.withLock { changesSeen } }

    /// Without fsync when `synchronizes` is false (tests that simulate hundreds of kills).
    func fileSystem(synchronizes: Bool = true) -> FileSystem {
        let fault: FileSystem.Fault = { [self] operation, path in
            lock.withLock {
                if Self.changes.contains(operation) { changesSeen += 1 }
                return rule(operation, path, changesSeen)
            }
        }
        return FileSystem(fault: fault, synchronizes: synchronizes)
    }

    var fileSystem: FileSystem { fileSystem() }
}
