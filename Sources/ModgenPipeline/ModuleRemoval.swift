import Foundation
import ModgenDiagnostics
import ModgenGraph
import ModgenPlanning
import ModgenScaffolding
import ModgenSources
import ModgenSpec
import ModgenWriting
import YAMLTree

/// `remove NAME`: the module's entry out of the spec (as text), its generated files pruned by a
/// regenerate; its sources stay unless `deleteSources`. While another module depends on it or a
/// Swift file outside its folders imports it, the removal is refused with every place listed,
/// unless `force`: then the references in other modules' lists go too (the importing files are
/// left for their owner). The names it brings (`NAMEInterface`, `NAMETesting`) go with it.
public struct ModuleRemoval: Sendable {
    public let specPath: String
    public let name: String
    public let force: Bool
    public let deleteSources: Bool

    public init(specPath: String, name: String, force: Bool, deleteSources: Bool) {
        self.specPath = specPath
        self.name = name
        self.force = force
        self.deleteSources = deleteSources
    }

    public struct Outcome: Sendable {
        /// The places still using the module, as warnings (with `force`).
        public var diagnostics: [Diagnostic] = []
        /// Folders whose sources stayed (or, with `deleteSources`, were deleted).
        public var sourceFolders: [String] = []
        public var report: WriteReport?
    }

    public func run(with pipeline: GeneratorPipeline) throws(PipelineFailure) -> Outcome {
        let lock = try ModuleAddition.lock(pipeline.context.outputRoot)
        let loaded = pipeline.loadGraph()
        guard let graph = loaded.graph else { throw PipelineFailure(loaded.diagnostics) }
        let declared = graph.modules.filter { $0.origin == .declared }
        guard let module = declared.first(where: { $0.name == name }) else {
            throw PipelineFailure(path: specPath, "no module '\(name)' in the spec" + DidYouMean.hint(for: name, among: declared.map(\.name)))
        }
        let family = RenameFamily(graph: graph, prefix: name, other: name, graphNamesOld: true)
        let names = Set(family.fromGraph.keys)
        let members = Set(graph.modules.filter { names.contains($0.name) }.map(\.name))
        let plan = try pipeline.plan(graph)
        let folders = family.folderMoves(plan: plan).map(\.from)
        let context = pipeline.context

        let dependents = graph.modules.filter { other in
            !members.contains(other.name) && other.origin == .declared
                && (other.dependencies.contains { Self.names($0, in: members) } || other.serves.contains { members.contains($0) })
        }
        var uses = try references(in: loaded.files, names: names, declaredIn: module.location.file)
        uses += importers(context, names: names, skipping: folders)
        if !uses.isEmpty, !force {
            let summary = Diagnostic(.error, "'\(name)' is still used (\(uses.count) place\(uses.count == 1 ? "" : "s") above); remove those uses first, or run 'modgen remove \(name) --force' to take it out of the spec anyway", at: nil)
            throw PipelineFailure(uses + [summary])
        }
        var outcome = Outcome(diagnostics: uses.map { Diagnostic(.warning, $0.message, at: $0.location) })
        let remaining = try editSpec(declaredIn: module.location.file, dependents: dependents.map(\.name), names: names, with: pipeline)
        outcome.report = try pipeline.regenerate(remaining, prune: true, holding: lock)
        outcome.sourceFolders = folders.filter { FileManager.default.fileExists(atPath: context.underOutputRoot($0)) }
        if deleteSources {
            for folder in outcome.sourceFolders {
                do { try FileManager.default.removeItem(atPath: context.underOutputRoot(folder)) } catch {
                    throw PipelineFailure(path: folder, "cannot delete: \(error.localizedDescription)")
                }
            }
        }
        return outcome
    }

    // MARK: - Who uses it

    /// Every place another module's entry names the module (its own key left out), in `files`:
    /// the spec and its included files, as the load read them.
    private func references(in files: [String], names: Set<String>, declaredIn file: String) throws(PipelineFailure) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for path in files {
            let root = try SpecFile.root(of: try SpecFile.read(path).text, at: path)
            let own = root.mapping?.entry(forKey: "modules")?.value.mapping?.entries.first { $0.key.text == name }
            let edits = SpecRenaming(root: root, names: Dictionary(uniqueKeysWithValues: names.map { ($0, $0) })).edits()
            for edit in edits {
                if let own, path == file, edit.line == own.key.mark.line, edit.column == own.key.mark.column { continue }
                if let own, path == file, Self.contains(own.value, line: edit.line) { continue }
                found.append(Diagnostic(.error, "'\(edit.old)' is named here", at: Mark(file: path, line: edit.line, column: edit.column)))
            }
        }
        return found
    }

    private static func names(_ dependency: ModuleDependency, in members: Set<String>) -> Bool {
        if case .module(let module) = dependency { return members.contains(module) }
        return false
    }

    /// Whether `line` is inside the module's own entry (its value's lines).
    private static func contains(_ node: Node, line: Int) -> Bool {
        switch node.content {
        case .scalar: return node.mark.line == line
        case .sequence(let items): return node.mark.line == line || items.contains { contains($0, line: line) }
        case .mapping(let mapping): return node.mark.line == line || mapping.entries.contains { contains($0.key, line: line) || contains($0.value, line: line) }
        }
    }

    /// Every import of the module by a Swift file outside its own folders.
    private func importers(_ context: RunContext, names: Set<String>, skipping folders: [String]) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for path in SwiftFiles.under(context.outputRoot) where !folders.contains(where: { path.hasPrefix($0 + "/") }) {
            let shown = context.underOutputRoot(path)
            guard let data = FileManager.default.contents(atPath: shown), let text = String(data: data, encoding: .utf8) else { continue }
            for declaration in SwiftSourceScanner.imports(in: text) where names.contains(declaration.module) && !declaration.isIgnored {
                let place = Mark(file: shown, line: declaration.modulePosition.line, column: declaration.modulePosition.column)
                found.append(Diagnostic(.error, "'\(declaration.module)' is imported here", at: place))
            }
        }
        return found
    }

    // MARK: - The spec and the tree

    /// The module's entry out of the file that declares it and, forced, every reference out of
    /// the lists of `dependents`; then the spec loaded. When it does not load, the file gets its
    /// bytes back.
    private func editSpec(declaredIn path: String, dependents: [String], names: Set<String>, with pipeline: GeneratorPipeline) throws(PipelineFailure) -> ModuleGraph {
        let file = try SpecFile.read(path)
        var text = file.text
        do {
            text = try ModuleEntryRemoval(text: text, root: try SpecFile.root(of: text, at: path)).removing(name)
            // Parsed again only after an edit, not for every list tried.
            var root = try SpecFile.root(of: text, at: path)
            for dependent in dependents {
                for key in ["dependencies", "interfaceDependencies", "testDependencies", "serves"] {
                    for removed in names.sorted() {
                        guard let edited = try? DependencyListEdit(text: text, root: root).removing(removed, from: key, of: dependent) else { continue }
                        text = edited
                        root = try SpecFile.root(of: text, at: path)
                    }
                }
            }
        } catch let failure as ModuleEntryRemoval.Failure {
            throw PipelineFailure([Diagnostic(.error, failure.message, at: failure.mark)])
        } catch let failure as PipelineFailure {
            throw failure
        } catch {
            throw PipelineFailure(path: path, "\(error)")
        }
        try file.replace(with: file.bytes(of: text))
        let loaded = pipeline.loadGraph()
        guard let graph = loaded.graph else {
            try? file.replace(with: file.bytes(of: file.text))
            throw PipelineFailure(loaded.diagnostics + [Diagnostic(.note, "\(path) was left as it was", at: nil)])
        }
        return graph
    }
}
