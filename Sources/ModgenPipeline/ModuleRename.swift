import Foundation
import ModgenDiagnostics
import ModgenGraph
import ModgenPlanning
import ModgenScaffolding
import ModgenSpec
import ModgenWriting
import YAMLTree

/// `rename OLD NEW`: the module and every name it brings (`OLDInterface`, `OLDTests`,
/// `OLDExample`...) renamed in the spec (its key and every reference, in included files too,
/// as text edits), its folders moved (package, targets, app shell; modgen's own files are
/// left for the regenerate to replace and prune), the imports and `OLD.`-qualified names of
/// every module's Swift files rewritten, and the tree regenerated.
///
/// It holds the output's lock throughout. Each step can be run again: a rerun after an
/// interruption finds the spec already renamed (OLD gone, NEW there) and finishes the moves,
/// rewrites and regenerate, so it converges. When the renamed spec does not load, every spec
/// file gets its bytes back and nothing else has been touched.
public struct ModuleRename: Sendable {
    public let specPath: String
    public let old: String
    public let new: String

    public init(specPath: String, old: String, new: String) {
        self.specPath = specPath
        self.old = old
        self.new = new
    }

    /// What the rename does (or, in a dry run, would do), for the report.
    public struct Outcome: Sendable {
        /// `file:line:col: OLD -> NEW` per spec edit.
        public var specEdits: [String] = []
        /// `from -> to`, relative to the output root.
        public var moves: [String] = []
        /// Files left in place because the new path is taken, with why.
        public var conflicts: [String] = []
        /// `file:line:col: OLD -> NEW` per Swift source edit.
        public var sourceEdits: [String] = []
        public var report: WriteReport?
        public var diagnostics: [Diagnostic] = []
    }

    public func run(with pipeline: GeneratorPipeline, dryRun: Bool) throws(PipelineFailure) -> Outcome {
        guard SwiftIdentifier.isValid(new), SwiftIdentifier.isValid(old) || !SwiftIdentifier.isTargetName(old) else {
            let name = SwiftIdentifier.isValid(new) ? old : new
            throw PipelineFailure(path: specPath, "'\(name)' is not a Swift identifier; rename works on modules named by one (rename a target name like Home-iOS by hand in the spec and the sources)")
        }
        let lock = try dryRun ? nil : ModuleAddition.lock(pipeline.context.outputRoot)
        let loaded = pipeline.loadGraph()
        guard let graph = loaded.graph else {
            throw PipelineFailure(loaded.diagnostics + [Diagnostic(.note, "fix the spec, then run the rename again", at: nil)])
        }
        var outcome = Outcome(diagnostics: loaded.diagnostics)
        let declared = Set(graph.modules.filter { $0.origin == .declared }.map(\.name))
        let resuming: Bool
        if declared.contains(old) {
            resuming = false
        } else if declared.contains(new) {
            resuming = true  // the spec was renamed by an earlier, interrupted run
        } else {
            throw PipelineFailure(path: specPath, "no module '\(old)' in the spec" + DidYouMean.hint(for: old, among: declared.sorted()))
        }
        let family = RenameFamily(graph: graph, prefix: resuming ? new : old, other: resuming ? old : new, graphNamesOld: !resuming)
        let names = family.names
        if !resuming, let taken = names.values.sorted().first(where: { name in graph.modules.contains { $0.name == name } }) {
            throw PipelineFailure(path: specPath, "cannot rename '\(old)' to '\(new)': a module named '\(taken)' already exists")
        }
        // Moves come from the plan of the spec as found: before the rename it names the old
        // folders, after an interrupted run the new ones.
        let plan = try pipeline.plan(graph)
        let moves = family.folderMoves(plan: plan)
        var renamed = graph
        if !resuming {
            let edits = try specEdits(in: loaded.files, names: names)
            outcome.specEdits = edits.flatMap { file in file.edits.map { "\(file.path):\($0.line):\($0.column): \($0.old) -> \($0.new)" } }
            if !dryRun { renamed = try write(edits, with: pipeline) }
        }
        let root = pipeline.context.outputRoot
        if dryRun {
            outcome.moves = moves.map { "\($0.from) -> \($0.to)" }
            return outcome
        }
        let stubs = family.stubOldPaths(plan: plan)
        let mover = FolderMover(root: root, owned: family.ownedOldPaths(plan: plan)) { family.renamePath($0, isStub: stubs.contains($0)) }
        for move in moves { mover.move(move) }
        outcome.moves = mover.moved
        outcome.conflicts = mover.conflicts
        outcome.sourceEdits = try SourceRenaming(root: root, names: names).rewrite()
        outcome.report = try pipeline.regenerate(renamed, prune: true, holding: lock)
        return outcome
    }

    // MARK: - The spec

    struct FileEdits {
        var path: String
        var file: SpecFile
        var edits: [SpecRenaming.Edit]
    }

    /// The edits of each of `files` (the spec and its included files, as the load read them)
    /// that names the module.
    private func specEdits(in files: [String], names: [String: String]) throws(PipelineFailure) -> [FileEdits] {
        var result: [FileEdits] = []
        for path in files {
            let file = try SpecFile.read(path)
            let root = try SpecFile.root(of: file.text, at: path)
            let edits = SpecRenaming(root: root, names: names).edits()
            if !edits.isEmpty { result.append(FileEdits(path: path, file: file, edits: edits)) }
        }
        return result
    }

    /// Writes every edited spec file, then loads the spec: when it does not load, every file
    /// gets its old bytes back and the problems are thrown.
    private func write(_ edits: [FileEdits], with pipeline: GeneratorPipeline) throws(PipelineFailure) -> ModuleGraph {
        var written: [FileEdits] = []
        do throws(PipelineFailure) {
            for file in edits {
                let text: String
                do { text = try SpecRenaming.applying(file.edits, to: file.file.text) } catch {
                    throw PipelineFailure([Diagnostic(.error, "'\(error.edit.old)' is not written here as plain text (an escape?); rename it by hand", at: Mark(file: file.path, line: error.edit.line, column: error.edit.column))])
                }
                try file.file.replace(with: file.file.bytes(of: text))
                written.append(file)
            }
            let loaded = pipeline.loadGraph()
            guard let graph = loaded.graph else { throw PipelineFailure(loaded.diagnostics) }
            return graph
        } catch {
            for file in written { try? file.file.replace(with: file.file.bytes(of: file.file.text)) }
            throw PipelineFailure(error.diagnostics + [Diagnostic(.note, "the spec was left as it was; nothing was moved", at: nil)])
        }
    }
}
