import Foundation
import Testing

@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph
@testable import ModgenPlanning
@testable import ModgenWriting

/// Two runs on one output never interleave: the second stops at once with a clear message.
@Suite struct OutputLockTests {
    @Test func aSecondRunFailsWhileTheLockIsHeld() throws {
        let output = try OutputFolder()
        let layout = OutputLayout(root: output.path)
        let held = try OutputLock.exclusive(layout, fileSystem: FileSystem())
        for options in [WriteOptions(), WriteOptions(check: true)] {
            #expect {
                _ = try TreeWriter().write(PlanBuilders.modules(["Search"]), to: output.path, options: options)
            } throws: { error in
                (error as? WriteError)?.description
                    == "\(output.path): error: another modgen run holds \(output.path)/.modgen/lock"
            }
        }
        #expect(!output.exists("Packages"))
        withExtendedLifetime(held) {}
    }

    @Test func theLockIsFreeAgainAfterARun() throws {
        let output = try OutputFolder()
        _ = try TreeWriter().write(PlanBuilders.modules(["Search"]), to: output.path)
        let layout = OutputLayout(root: output.path)
        let lock = try OutputLock.exclusive(layout, fileSystem: FileSystem())
        withExtendedLifetime(lock) {}
    }

    /// A different process holding the lock (util-linux `flock`, where installed).
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/flock")))
    func aLockHeldByAnotherProcess() throws {
        let output = try OutputFolder()
        try FileManager.default.createDirectory(at: output.url(".modgen"), withIntermediateDirectories: true)
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        child.arguments = [output.url(".modgen/lock").path, "-c", "echo locked; read line"]
        let toChild = Pipe()
        let fromChild = Pipe()
        child.standardInput = toChild
        child.standardOutput = fromChild
        try child.run()
        defer {
            try? toChild.fileHandleForWriting.close()
            child.waitUntilExit()
        }
        _ = fromChild.fileHandleForReading.availableData  // "locked": the child holds it now
        #expect {
            _ = try TreeWriter().write(PlanBuilders.modules(["Search"]), to: output.path)
        } throws: { error in
            (error as? WriteError)?.reason == .locked
        }
    }
}
