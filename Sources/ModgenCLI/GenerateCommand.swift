import ArgumentParser
import Foundation

/// `modgen generate`: spec -> graph -> plan -> written tree, touching only what changed.
public struct GenerateCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Write the modular repository the spec describes; regenerate after editing it.",
        discussion: """
        Manifests are owned by modgen and rewritten only when their bytes change; one edited by \
        hand is refused (exit 1) unless --force. Source stubs are written once, only where no file \
        is: one you deleted or renamed is not written again (--restore-stubs writes it). \
        Modules removed from the spec are reported as orphaned; --prune deletes their manifests.
        """
    )

    @Option(name: .long, help: "The spec file.")
    public var spec = "modules.yml"

    @Option(name: .long, help: "The output root (default: the spec's folder). Nothing is written outside it.")
    public var output: String?

    @Option(name: .long, help: "A folder of template sets, searched before the spec's and the installed ones.")
    public var templates: String?

    @Flag(name: .long, help: "Overwrite manifests edited by hand.")
    public var force = false

    @Flag(name: .long, help: "Take over manifests modgen did not write when SwiftPM reads them as it reads modgen's (dump-package); list the others with what differs.")
    public var adopt = false

    @Flag(name: .long, help: "Delete the manifests of modules no longer in the spec (never sources).")
    public var prune = false

    @Flag(name: .customLong("restore-stubs"), help: "Write again the stubs you deleted or renamed (never over a file).")
    public var restoreStubs = false

    @Flag(name: .long, help: "Write nothing; list what would change and exit 1 when anything would.")
    public var check = false

    @Flag(name: .customLong("dry-run"), help: "Write nothing; print the plan.")
    public var dryRun = false

    @Flag(name: .long, help: "Also print libyaml's own report under a YAML syntax error (for bug reports).")
    public var verbose = false

    public init() {}

    public func run() throws {
        ModgenMain.exit(holding: try request.run())
    }

    /// The options as plain values: what the run needs (and what `QuickCommandLine` makes
    /// from the common command lines without this parser).
    var request: GenerateRequest {
        GenerateRequest(
            spec: spec, output: output, templates: templates, force: force, adopt: adopt, prune: prune,
            restoreStubs: restoreStubs, check: check, dryRun: dryRun, verbose: verbose)
    }
}

func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}
