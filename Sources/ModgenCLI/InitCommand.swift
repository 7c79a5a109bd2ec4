import ArgumentParser
import Foundation
import ModgenPipeline
import ModgenSpec
import ModgenWriting

/// `modgen init NAME`: a commented starter spec, generated at once (the "bootstrap" job).
public struct InitCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Start a modular repository: write a commented modules.yml and generate it."
    )

    @Argument(help: "The app's name (a Swift identifier), e.g. Atlas.")
    public var name: String

    @Option(name: .long, help: "The folder to create the repository in.")
    public var output = "."

    @Option(name: .customLong("template-set"), help: "The stub template set for every module (default, mvvm, clean).")
    public var templateSet: String?

    @Option(name: .long, help: "A folder of template sets, searched before the installed ones.")
    public var templates: String?

    public init() {}

    public func validate() throws {
        guard SwiftIdentifier.isValid(name) else {
            throw ValidationError("'\(name)' is not a valid Swift identifier (letters, digits and '_', not starting with a digit)")
        }
    }

    public func run() throws {
        let written: StarterProject.Written
        do { written = try StarterProject.write(name: name, in: output, templateSet: templateSet) } catch { throw error.exit }
        print("wrote \(written.specPath)")
        if written.keepsReadme {
            print("README.md is already here, so the spec says 'readme: false': modgen leaves it to you")
        }
        if let gitignore = written.gitignorePath { print("wrote \(gitignore)") }
        let started = Date()
        let pipeline = SpecLoading.pipeline(spec: written.specPath, output: output, templates: templates)
        let graph = try SpecLoading.graph(pipeline)
        let report: WriteReport
        do { report = try pipeline.generate(graph).report } catch { throw error.exit }
        ReportNotices.print(report)
        print(RunSummary.line(report, seconds: Date().timeIntervalSince(started)))
        if !report.succeeded { throw ExitCode(1) }
    }
}
