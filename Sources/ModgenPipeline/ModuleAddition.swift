import Foundation
import ModgenDiagnostics
import ModgenGraph
import ModgenScaffolding
import ModgenSpec
import YAMLTree

/// `add`: the spec with one module added, kept in a scratch file beside the spec (so includes
/// resolve the same) until it has passed every check; only then does it replace the spec,
/// atomically. A rejected addition leaves the spec byte-identical.
public struct ModuleAddition: Sendable {
    public let specPath: String
    public let module: NewModule
    let scratchPath: String

    /// Writes the candidate: the spec's text with `module` inserted (comments and style kept).
    public init(specPath: String, adding module: NewModule) throws(PipelineFailure) {
        self.specPath = specPath
        self.module = module
        let folder = URL(fileURLWithPath: specPath).deletingLastPathComponent()
        scratchPath = folder.appendingPathComponent(".\(URL(fileURLWithPath: specPath).lastPathComponent).modgen-add").relativePath
        let text = try Self.read(specPath)
        let root: Node
        do {
            guard let first = try YAMLLoader.load(text, file: specPath).first else {
                throw PipelineFailure(path: specPath, "the spec is empty")
            }
            root = first
        } catch let error as YAMLError {
            throw PipelineFailure([Diagnostic(error)])
        } catch let error as PipelineFailure {
            throw error
        } catch {
            throw PipelineFailure(path: specPath, "\(error)")
        }
        let edited: String
        do { edited = try SpecInsertion(text: text, root: root).inserting(module) } catch {
            throw PipelineFailure([Diagnostic(.error, error.message, at: error.mark, file: specPath)])
        }
        do { try Data(edited.utf8).write(to: URL(fileURLWithPath: scratchPath)) } catch {
            throw PipelineFailure(path: scratchPath, "cannot write: \(error.localizedDescription)")
        }
    }

    private static func read(_ path: String) throws(PipelineFailure) -> String {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw PipelineFailure(path: path, "no such spec (run modgen init first)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw PipelineFailure(path: path, "the spec is not valid UTF-8")
        }
        return text
    }

    /// Loads the candidate through `pipeline`'s spec and graph stages. Diagnostics name the
    /// spec, not the scratch file. On an error the scratch file is removed and the result has
    /// no graph; a note says the spec was not changed.
    public func check(with pipeline: GeneratorPipeline) -> SpecLoadResult {
        var result = pipeline.loadGraph(SpecSource(path: scratchPath))
        result.diagnostics = result.diagnostics.map(renamed)
        if result.graph == nil {
            try? FileManager.default.removeItem(atPath: scratchPath)
            result.diagnostics.append(Diagnostic(
                .note, "positions are in \(specPath) as it would read with '\(module.name)' added; \(specPath) was not changed",
                at: nil))
        }
        return result
    }

    private func renamed(_ diagnostic: Diagnostic) -> Diagnostic {
        var copy = diagnostic
        if copy.location?.file == scratchPath { copy.location?.file = specPath }
        if copy.file == scratchPath { copy.file = specPath }
        copy.message = copy.message.replacingOccurrences(of: scratchPath, with: specPath)
        return copy
    }

    /// Moves the checked candidate over the spec (rename: atomic on one file system).
    public func replaceSpec() throws(PipelineFailure) {
        guard rename(scratchPath, specPath) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: scratchPath)
            throw PipelineFailure(path: specPath, "cannot replace the spec: \(reason)")
        }
    }
}
