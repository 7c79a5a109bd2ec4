import ArgumentParser
import Foundation
import ModgenPipeline

/// `modgen import [DIR]`: a spec written from the Package.swift files already there.
public struct ImportCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Write modules.yml from an existing repository's Package.swift files (evaluated by swift package dump-package).",
        discussion: """
        Every Package.swift under DIR (not in .build, .swiftpm or checkouts) is read; local path \
        dependencies become modules, remote ones packages: with their exact requirement. Kinds come \
        from folders and names (Features/, Core/, Deps/, App/; Interface, API, Deps suffixes; \
        executables are apps); --kinds overrides them. What the spec cannot express is listed at the \
        top of the written spec; edges that break the default rules are warnings, and \
        --rules-from-graph writes the rules: that let the graph as it is validate. Only the spec is \
        written; an existing one is kept unless --force.
        """
    )

    @Argument(help: "The repository's folder.")
    public var directory = "."

    @Option(name: .long, help: "The spec to write (default: DIR/modules.yml).")
    public var output: String?

    @Option(name: .long, help: "Kinds by glob, first match wins: \"Modules/UI/*=core,*Kit=core\" (a pattern with / matches the folder, else the name).")
    public var kinds: String?

    @Option(name: .long, help: "packages (one package per module) or single (one package, many targets); default: inferred.")
    public var layout: String?

    @Flag(name: .customLong("rules-from-graph"), help: "Write the rules: that make the imported graph valid.")
    public var rulesFromGraph = false

    @Flag(name: .long, help: "Replace an existing spec.")
    public var force = false

    public init() {}

    public func run() throws {
        let started = Date()
        let importer = RepositoryImport(directory: directory, output: output, kinds: kinds, layout: layout, rulesFromGraph: rulesFromGraph, force: force)
        let outcome: RepositoryImport.Outcome
        do {
            outcome = try importer.run()
        } catch {
            throw error.exit
        }
        DiagnosticPrinter.standardError().print(outcome.diagnostics)
        let seconds = String(format: "%.1f", Date().timeIntervalSince(started))
        print("imported \(outcome.modules) modules from \(outcome.manifests) manifests into \(outcome.specPath) in \(seconds) s")
        if !outcome.valid {
            print("the spec does not validate yet (see above); --rules-from-graph writes rules: for the edges that break the defaults")
            throw ExitCode(1)
        }
    }
}
