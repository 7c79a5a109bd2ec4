import ArgumentParser
import Foundation
import ModgenPipeline

/// `modgen rename OLD NEW`: the module renamed in the spec, its folders moved, the imports of
/// every Swift file rewritten, the tree regenerated.
public struct RenameCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "rename",
        abstract: "Rename a module: the spec (and included files), its folders, every import of it, then regenerate.",
        discussion: """
        The module's key and every reference to it (dependencies, interfaceDependencies, \
        testDependencies, serves) are edited as text; the names it brings (NAMEInterface, \
        NAMETests, NAMEExample...) follow. Its package, target and app-shell folders move \
        (a file whose new path is taken stays, and is listed); `import OLD` and `OLD.`-qualified \
        names in every Swift file under the output root become NEW. Interrupted, run it again.
        """
    )

    @Argument(help: "The module's current name.")
    public var old: String

    @Argument(help: "Its new name (a Swift identifier).")
    public var new: String

    @Option(name: .long, help: "The spec file.")
    public var spec = "modules.yml"

    @Option(name: .long, help: "The output root (default: the spec's folder).")
    public var output: String?

    @Flag(name: .customLong("dry-run"), help: "Change nothing; print the spec edits and the folder moves.")
    public var dryRun = false

    public init() {}

    public func run() throws {
        let started = Date()
        let pipeline = SpecLoading.pipeline(spec: spec, output: output)
        let outcome: ModuleRename.Outcome
        do {
            outcome = try ModuleRename(specPath: spec, old: old, new: new).run(with: pipeline, dryRun: dryRun)
        } catch {
            throw error.exit
        }
        DiagnosticPrinter.standardError().print(outcome.diagnostics)
        let verb = dryRun ? "would " : ""
        for edit in outcome.specEdits { print("\(verb)edit \(edit)") }
        for move in outcome.moves { print("\(verb)move \(move)") }
        for edit in outcome.sourceEdits { print("rewrote \(edit)") }
        for conflict in outcome.conflicts { FileHandle.standardError.write(Data("warning: \(conflict)\n".utf8)) }
        if dryRun {
            print("dry run: nothing changed; without --dry-run the sources importing \(old) are rewritten and the tree regenerated")
            return
        }
        print("renamed \(old) to \(new)")
        guard let report = outcome.report else { return }
        print(RunSummary.line(report, seconds: Date().timeIntervalSince(started)))
        if !report.succeeded || !outcome.conflicts.isEmpty { throw ExitCode(1) }
    }
}
