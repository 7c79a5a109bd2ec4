import Foundation
import ModgenDiagnostics
import ModgenGraph
import ModgenPlanning
import ModgenScaffolding
import ModgenSourceCheck
import ModgenSources
import YAMLTree

/// `check`: reads the Swift files of every target of the graph under the output root, finds
/// their imports and compares them with what the spec declares (`ImportChecker`); with `fix`,
/// edits the spec's text so the implicit-but-allowed imports are declared and the unused
/// dependencies are gone.
public struct SourceCheck: Sendable {
    public struct Report: Sendable {
        /// Sorted for printing.
        package var findings: [ImportFinding]
        public var filesRead: Int
        /// What `--fix` changed in the spec, one line each (`added 'X' to the dependencies of 'M'`).
        public var applied: [String] = []
        /// Why a fix could not be made, at the spec's lines.
        public var unfixed: [Diagnostic] = []

        public var diagnostics: [Diagnostic] { findings.map(\.diagnostic) + unfixed }
        public var hasErrors: Bool { diagnostics.hasErrors }
    }

    public let pipeline: GeneratorPipeline

    public init(pipeline: GeneratorPipeline) {
        self.pipeline = pipeline
    }

    /// The findings for every target of `graph`.
    public func run(_ graph: ModuleGraph) -> Report {
        let targets = CheckedTarget.all(in: graph)
        let checker = ImportChecker(graph: graph)
        let context = pipeline.context
        let threads = OrderedParallelMap.threads(for: targets.count, threshold: 32)
        let perTarget = OrderedParallelMap.map(count: targets.count, threads: threads) {
            { index in
                let target = targets[index]
                let files = Self.swiftFiles(in: context.underOutputRoot(target.folder.description)).map { path in
                    ImportChecker.SourceFile(path: path, scanned: SwiftSourceScanner.scan(Self.read(path)))
                }
                return (checker.findings(for: target, files: files), files.count)
            }
        }
        return Report(findings: perTarget.flatMap(\.0).sortedForPrinting(), filesRead: perTarget.reduce(0) { $0 + $1.1 })
    }

    /// Applies the report's fixes to the spec (as text, under the output's lock) and says what
    /// changed; a fix that cannot be made is reported, the others are still made.
    public func fix(_ report: Report) throws(PipelineFailure) -> Report {
        var report = report
        let fixes = Set(report.findings.compactMap(\.fix)).sorted()
        guard !fixes.isEmpty else { return report }
        let lock = try ModuleAddition.lock(pipeline.context.outputRoot)
        defer { withExtendedLifetime(lock) {} }
        let file = try SpecFile.read(pipeline.context.specPath)
        var text = file.text
        for fix in fixes {
            do {
                guard let root = try YAMLLoader.load(text, file: pipeline.context.specPath).first else { break }
                let edit = DependencyListEdit(text: text, root: root)
                switch fix.action {
                case .add:
                    text = try edit.adding(fix.entry, to: fix.key, of: fix.module)
                    report.applied.append("added '\(fix.name)' to the \(fix.key) of '\(fix.module)'")
                case .remove:
                    text = try edit.removing(fix.name, from: fix.key, of: fix.module)
                    report.applied.append("removed '\(fix.name)' from the \(fix.key) of '\(fix.module)'")
                }
            } catch let failure as DependencyListEdit.Failure {
                let mark: Mark? = if case .cannotEdit(_, let mark) = failure { mark } else { nil }
                let message: String
                switch failure {
                case .moduleNotInSpec: message = "cannot \(fix.action.rawValue) '\(fix.name)' for module '\(fix.module)': it is not written in its \(fix.key) under modules: in this file (a module template or an include declares it); edit it by hand"
                case .cannotEdit(let reason, _): message = "cannot \(fix.action.rawValue) '\(fix.name)' for module '\(fix.module)': \(reason)"
                }
                report.unfixed.append(Diagnostic(.warning, message, at: mark, file: pipeline.context.specPath))
            } catch {
                throw PipelineFailure(path: pipeline.context.specPath, "cannot read the spec to fix it: \(error)")
            }
        }
        if text != file.text { try file.replace(with: file.bytes(of: text)) }
        return report
    }

    /// Every `.swift` file under `folder`, sorted; none when it is missing.
    static func swiftFiles(in folder: String) -> [String] {
        SwiftFiles.under(folder).map { folder + "/" + $0 }
    }

    static func read(_ path: String) -> String {
        guard let data = FileManager.default.contents(atPath: path) else { return "" }
        return String(decoding: data, as: UTF8.self)
    }
}
