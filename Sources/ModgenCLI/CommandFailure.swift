import ArgumentParser
import Foundation

/// A failure that has one line to say: printed to stderr as is, exit 1.
struct CommandFailure: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}

extension CommandFailure {
    /// Prints the message and turns into ExitCode(1) (swift-argument-parser prints other errors with a prefix).
    static func exit(_ message: String) -> ExitCode {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        return ExitCode(1)
    }
}
