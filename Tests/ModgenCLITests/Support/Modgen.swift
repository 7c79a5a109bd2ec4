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

    /// Writes `spec` as `modules.yml` into a fresh folder named after `name`, generates it there,
    /// and returns the folder and the spec's path.
    static func generate(spec: String, into name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> (output: URL, spec: URL) {
        let output = try Scratch.folder(name)
        let file = output.appendingPathComponent("modules.yml")
        try Data(spec.utf8).write(to: file)
        let result = try run(["generate", "--spec", file.path])
        #expect(result.status == 0, "generate: \(result.stderr)", sourceLocation: sourceLocation)
        return (output, file)
    }

    /// `swift build` or `swift test` of a generated package; the output when it fails.
    static func swift(_ command: String, package: URL) throws -> ProcessResult {
        try ProcessRunner.runTool("swift", [command, "--package-path", package.path])
    }
}
