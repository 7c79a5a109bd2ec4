import ArgumentParser
import Foundation
import YAMLTree
import ModgenScaffolding
import ModgenSpec
import ModgenPipeline
import ModgenWriting

/// `modgen add KIND NAME`: scaffold a module into the spec (as text: the diff shows only the
/// added lines), after checking that the spec with it loads and plans, then regenerate.
public struct AddCommand: ParsableCommand {
    public enum Kind: String, ExpressibleByArgument, CaseIterable, Sendable {
        case feature, core, interface, deps, executable
    }

    public static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add a module to the spec and generate it; the spec is left untouched when the module breaks a rule."
    )

    @Argument(help: "feature, core, interface, deps or executable.")
    public var kind: Kind

    @Argument(help: "The module's name (a Swift identifier).")
    public var name: String

    @Option(name: .long, help: "The spec file.")
    public var spec = "modules.yml"

    @Option(name: .customLong("depends-on"), help: "Comma-separated modules it depends on.")
    public var dependsOn: String?

    @Flag(name: .long, help: "Feature only: also generate NAMEExample, an app running the feature alone.")
    public var example = false

    @Option(name: .customLong("template-set"), help: "The stub template set for this module.")
    public var templateSet: String?

    @Option(name: .long, help: "Put its targets into the package of this module (layout packages).")
    public var package: String?

    @Flag(name: .customLong("no-generate"), help: "Only edit the spec.")
    public var noGenerate = false

    @Option(name: .long, help: "The output root (default: the spec's folder).")
    public var output: String?

    public init() {}

    public func validate() throws {
        if example, kind != .feature { throw ValidationError("--example is for features only") }
    }

    private var newModule: NewModule {
        let dependencies = (dependsOn ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        return NewModule(
            name: name, kind: ModuleKind(rawValue: kind.rawValue) ?? .core, dependencies: dependencies, example: example,
            templateSet: templateSet, packageHost: package)
    }

    public func run() throws {
        let pipeline = SpecLoading.pipeline(spec: spec, output: output)
        let report: WriteReport?
        let started = Date()
        do {
            let addition = ModuleAddition(specPath: spec, adding: newModule)
            let accepted = try addition.apply(with: pipeline)
            DiagnosticPrinter.standardError().print(accepted.diagnostics)
            print("added \(kind.rawValue) \(name) to \(spec)")
            report = noGenerate ? nil : try addition.generate(accepted, with: pipeline)
        } catch {
            throw error.exit
        }
        guard let report else { return }
        ReportNotices.print(report)
        print(RunSummary.line(report, seconds: Date().timeIntervalSince(started)))
        if !report.succeeded { throw ExitCode(1) }
    }
}
