import Foundation
import ModgenAffected
import ModgenDiagnostics
import ModgenGraph
import ModgenSpec

/// `modgen affected`: the changed files (from git, or given) and the two versions of the spec
/// -> `AffectedAnalysis` -> the modules to test. Git runs in the output root, which may be
/// any folder of the work tree: git's paths are from the top of the work tree, the analysis
/// takes them from the output root, so both become absolute paths first.
public struct AffectedRun: Sendable {
    public let pipeline: GeneratorPipeline
    /// The revision to compare with (`--base`, default HEAD): the diff starts at its merge
    /// base with the head, and the spec's base version is read there.
    public var base: String
    /// The revision to compare (`--head`); nil: the work tree, uncommitted and untracked
    /// files included.
    public var head: String?
    /// The changed files (`--files`, from the current folder) instead of git's diff.
    public var files: [String]?

    public init(pipeline: GeneratorPipeline, base: String?, head: String?, files: [String]?) {
        self.pipeline = pipeline
        self.base = base ?? "HEAD"
        self.head = head
        self.files = files
    }

    /// The report, and warnings for stderr (the spec's base version could not be compared).
    package struct Outcome: Sendable {
        package var report: AffectedReport
        package var warnings: [Diagnostic]
    }

    package func run() throws(PipelineFailure) -> Outcome {
        let context = pipeline.context
        let folder = FileManager.default.currentDirectoryPath
        let root = URL(fileURLWithPath: Self.absolute(context.outputRoot, from: folder)).resolvingSymlinksInPath().path
        let git = GitRepository(directory: root)
        // The work tree's top and the diff are asked beside the spec's loading (git's errors
        // still come first); the spec's own files are read from their folders, so the load
        // waits for no other git call.
        let diff = files == nil ? BackgroundWork { [base, head] () throws(PipelineFailure) -> (top: String, paths: [String]) in
            let top = try git.topLevel()
            let from = try git.mergeBase(base, head ?? "HEAD")
            var paths = try git.changedPaths(from: from, to: head)
            if head == nil { paths += try git.untrackedPaths() }
            return (top, paths)
        } : nil
        let headSource: SpecSource
        if let head {
            headSource = SpecSource(path: context.specPath, contents: Self.reader(at: head, folder: folder))
        } else {
            headSource = SpecSource(path: context.specPath)
        }
        let loaded = pipeline.loadGraph(headSource)
        var changed: [String]
        if let diff {
            let (top, paths) = try diff.wait()
            changed = paths.map { top + "/" + $0 }
        } else {
            changed = (files ?? []).map { Self.absolute($0, from: folder) }
        }
        changed = Array(Set(changed)).sorted()
        guard let graph = loaded.graph else { throw PipelineFailure(loaded.diagnostics) }
        let specFiles = Set(loaded.files.map { Self.absolute($0, from: folder) })
        var warnings: [Diagnostic] = []
        var spec = AffectedAnalysis.SpecChange.unchanged
        if changed.contains(where: specFiles.contains) {
            spec = baseSpec(git, folder: folder, warnings: &warnings)
        }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        let inRoot = changed.filter { !specFiles.contains($0) && $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
        let report = AffectedAnalysis(graph: graph).report(changedPaths: inRoot, spec: spec, changedFiles: changed.count)
        // Freeing 10,000 resolved modules is work nobody waits for (`ProcessEndHold`).
        ProcessEndHold.keep(loaded)
        return Outcome(report: report, warnings: warnings)
    }

    /// The spec at the merge base, resolved; every module when it is missing there or does
    /// not load (a warning says which).
    private func baseSpec(
        _ git: GitRepository, folder: String, warnings: inout [Diagnostic]
    ) -> AffectedAnalysis.SpecChange {
        let specPath = pipeline.context.specPath
        let revision: String
        let reader: @Sendable (String) -> [UInt8]?
        do {
            revision = try git.mergeBase(base, head ?? "HEAD")
            reader = Self.reader(at: revision, folder: folder)
        } catch {
            let why = "every module: the spec changed and its version at \(base) cannot be read from git"
            warnings.append(Diagnostic(.warning, "\(why) (\(error.diagnostics.first?.message ?? "no git"))", at: nil, file: specPath))
            return .everything(why)
        }
        guard reader(specPath) != nil else {
            let why = "every module: the spec did not exist at \(base)"
            warnings.append(Diagnostic(.warning, why, at: nil, file: specPath))
            return .everything(why)
        }
        let loaded = pipeline.loadGraph(SpecSource(path: specPath, contents: reader))
        guard let graph = loaded.graph else {
            let why = "every module: the spec does not load at \(base)"
            let first = loaded.diagnostics.first { $0.severity == .error }.map { ": \($0.description)" } ?? ""
            warnings.append(Diagnostic(.warning, why + first, at: nil, file: specPath))
            return .everything(why)
        }
        return .compared(base: graph)
    }

    /// Reads a spec file (its path as the load spells it) at `revision` with `git show`, run in
    /// the file's folder (`REV:./name`): no need to know the work tree's top first. nil when
    /// git has no such file there (or the folder is in no work tree).
    private static func reader(at revision: String, folder: String) -> @Sendable (String) -> [UInt8]? {
        { path in
            let file = absolute(path, from: folder)
            let slash = file.lastIndex(of: "/") ?? file.startIndex
            let parent = slash == file.startIndex ? "/" : String(file[..<slash])
            let name = String(file[file.index(after: slash)...])
            return GitRepository(directory: parent).contents(of: "./" + name, at: revision)
        }
    }

    /// `path` from `folder` as an absolute, standardized path whose folder has its symbolic
    /// links resolved (git prints the work tree's top that way); the file itself need not exist.
    static func absolute(_ path: String, from folder: String) -> String {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : URL(fileURLWithPath: folder).appendingPathComponent(path)
        let standard = url.standardizedFileURL
        let parent = standard.deletingLastPathComponent().resolvingSymlinksInPath().path
        let name = standard.lastPathComponent
        if standard.path == "/" { return "/" }
        return parent == "/" ? "/" + name : parent + "/" + name
    }
}
