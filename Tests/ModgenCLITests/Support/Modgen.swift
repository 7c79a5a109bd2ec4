import Foundation
import Testing

/// Runs the built `modgen` the way a user does.
enum Modgen {
    @discardableResult
    static func run(_ arguments: [String], in directory: URL? = nil) throws -> ProcessResult {
        try ProcessRunner.run(try BuiltProduct.url("modgen"), arguments, in: directory)
    }

    /// Generates an example into a fresh folder and returns the folder.
    static func generateExample(_ name: String) throws -> URL {
        let output = try Scratch.folder(name)
        let spec = Snapshot.examples.appendingPathComponent("\(name)/modules.yml")
        let result = try run(["generate", "--spec", spec.path, "--output", output.path])
        #expect(result.status == 0, "generate \(name) failed: \(result.stderr)")
        return output
    }

    /// `swift build` or `swift test` of a generated package; the output when it fails.
    static func swift(_ command: String, package: URL) throws -> ProcessResult {
        try ProcessRunner.runTool("swift", [command, "--package-path", package.path])
    }
}
