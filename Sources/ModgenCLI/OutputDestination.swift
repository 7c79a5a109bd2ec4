import Foundation

/// Standard output, or a file the user named with `--output`.
struct OutputDestination {
    var path: String?

    func write(_ text: String) throws {
        guard let path else {
            FileHandle.standardOutput.write(Data(text.utf8))
            return
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw CommandFailure("\(path): error: cannot write: \(error.localizedDescription)")
        }
    }
}
