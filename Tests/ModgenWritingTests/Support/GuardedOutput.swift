import Foundation

@testable import ModgenWriting

/// An output folder holding one folder (and the folders above it), and a fresh `FolderGuard`
/// over it that knows nothing yet: what the survey starts from.
struct GuardedOutput {
    let output: OutputFolder
    let layout: OutputLayout
    var folders: FolderGuard

    init(holding folder: String) throws {
        output = try OutputFolder()
        try FileManager.default.createDirectory(at: output.url(folder), withIntermediateDirectories: true)
        layout = OutputLayout(root: output.path)
        folders = try FolderGuard(layout: layout, fileSystem: FileSystem())
    }
}
