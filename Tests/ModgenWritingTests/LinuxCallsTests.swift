import Foundation
import Testing

@testable import ModgenWriting

/// The no-replace rename and `syncfs` are glibc's own, called directly: looked up by name at
/// run time they were missing from the static release executable, which then renamed each
/// file with `link` and `unlink` and fsynced each file and folder of a large run.
@Suite struct LinuxCallsTests {
    @Test func aFileRenamesInOneStepAndNeverOntoAnotherFile() throws {
        let output = try OutputFolder()
        try Data("new".utf8).write(to: output.url("a"))
        try Data("theirs".utf8).write(to: output.url("b"))
        #expect(NoReplaceRename.renameAtomically(output.url("a").path, output.url("b").path) == -1)
        #expect(errno == EEXIST)
        #expect(try output.text("b") == "theirs")
        #expect(NoReplaceRename.renameAtomically(output.url("a").path, output.url("c").path) == 0)
        #expect(try output.text("c") == "new")
        #expect(!FileManager.default.fileExists(atPath: output.url("a").path))
    }

    @Test func aFolderRenamesInOneStepAndNeverOntoAnotherFolder() throws {
        let output = try OutputFolder()
        try FileManager.default.createDirectory(at: output.url("staged/inner"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: output.url("theirs"), withIntermediateDirectories: true)
        #expect(NoReplaceRename.renameAtomically(output.url("staged").path, output.url("theirs").path) == -1)
        #expect(errno == EEXIST)
        #expect(NoReplaceRename.renameAtomically(output.url("staged").path, output.url("placed").path) == 0)
        #expect(FileManager.default.fileExists(atPath: output.url("placed/inner").path))
    }

    #if os(Linux)
    @Test func aLargeRunSynchronizesTheWholeFileSystemOnce() throws {
        #expect(Durability.forRun(writing: Durability.wholeFileSystemThreshold + 1) == .wholeFileSystem)
        #expect(Durability.forRun(writing: Durability.wholeFileSystemThreshold) == .eachFile)
        let output = try OutputFolder()
        try Durability.wholeFileSystem.flush(root: output.path, folders: [], fileSystem: FileSystem())
    }
    #endif
}
