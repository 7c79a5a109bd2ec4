import ArgumentParser
import Foundation
import ModgenKit
import YAMLTree

/// The spec with one module added, kept in a scratch file beside the spec (so includes resolve
/// the same) until it has passed every check; only then does it replace the spec, atomically.
struct SpecCandidate {
    let specPath: String
    let moduleName: String
    let scratchPath: String

    init(specPath: String, adding module: NewModule) throws {
        self.specPath = specPath
        self.moduleName = module.name
        let folder = URL(fileURLWithPath: specPath).deletingLastPathComponent()
        scratchPath = folder.appendingPathComponent(".\(URL(fileURLWithPath: specPath).lastPathComponent).modgen-add").relativePath
        let text = try Self.read(specPath)
        let root: Node
        do {
            guard let first = try YAMLLoader.load(text, file: specPath).first else {
                throw CommandFailure.exit("\(specPath): error: the spec is empty")
            }
            root = first
        } catch let error as YAMLError {
            throw CommandFailure.exit(error.description)
        }
        do {
            let edited = try SpecInsertion(text: text, root: root).inserting(module)
            try Data(edited.utf8).write(to: URL(fileURLWithPath: scratchPath))
        } catch let failure as SpecInsertion.Failure {
            throw CommandFailure.exit(failure.description)
        } catch {
            throw CommandFailure.exit("\(scratchPath): error: cannot write: \(error.localizedDescription)")
        }
    }

    private static func read(_ path: String) throws -> String {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CommandFailure.exit("\(path): error: no such spec (run modgen init first)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw CommandFailure.exit("\(path): error: the spec is not valid UTF-8")
        }
        return text
    }

    /// Loads the edited spec; on any error prints it (named as the spec), removes the scratch
    /// file and fails, leaving the spec byte-identical.
    func checkedGraph() throws -> ModuleGraph {
        let result = SpecPipeline.load(specPath: scratchPath, environment: ProcessInfo.processInfo.environment)
        let diagnostics = result.diagnostics.map(renamed)
        DiagnosticPrinter.standardError().print(diagnostics)
        guard var graph = result.graph else {
            try? FileManager.default.removeItem(atPath: scratchPath)
            throw CommandFailure.exit("note: positions are in \(specPath) as it would read with '\(moduleName)' added; \(specPath) was not changed")
        }
        graph.specPath = specPath
        return graph
    }

    private func renamed(_ diagnostic: Diagnostic) -> Diagnostic {
        var copy = diagnostic
        if copy.location?.file == scratchPath { copy.location?.file = specPath }
        if copy.file == scratchPath { copy.file = specPath }
        copy.message = copy.message.replacingOccurrences(of: scratchPath, with: specPath)
        return copy
    }

    /// Moves the checked candidate over the spec (rename: atomic on one file system).
    func replaceSpec() throws {
        guard rename(scratchPath, specPath) == 0 else {
            try? FileManager.default.removeItem(atPath: scratchPath)
            throw CommandFailure.exit("\(specPath): error: cannot replace the spec: \(String(cString: strerror(errno)))")
        }
    }
}
