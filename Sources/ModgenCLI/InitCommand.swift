import ArgumentParser
import Foundation
import ModgenKit

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
        guard name.first.map({ $0.isLetter || $0 == "_" }) == true, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), name.allSatisfy(\.isASCII) else {
            throw ValidationError("'\(name)' is not a valid Swift identifier (letters, digits and '_', not starting with a digit)")
        }
    }

    public func run() throws {
        let specPath = URL(fileURLWithPath: output).appendingPathComponent("modules.yml").relativePath
        guard !FileManager.default.fileExists(atPath: specPath) else {
            throw CommandFailure.exit("\(specPath): error: a spec is already there; init never overwrites it (edit it and run modgen generate)")
        }
        do {
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
            try Data(StarterSpec.text(name: name, templateSet: templateSet).utf8).write(to: URL(fileURLWithPath: specPath), options: .withoutOverwriting)
        } catch {
            throw CommandFailure.exit("\(specPath): error: cannot write the spec: \(error.localizedDescription)")
        }
        print("wrote \(specPath)")
        let started = Date()
        let graph = try SpecLoading.graph(specPath: specPath)
        let report = try Generation(specPath: specPath, output: output, templates: templates).run(graph, options: WriteOptions(specPath: specPath))
        print(Generation.summaryLine(report, since: started))
    }
}
