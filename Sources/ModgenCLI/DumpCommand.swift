import ArgumentParser
import Foundation
import ModgenReporting

/// `modgen dump`: the spec as modgen resolved it (includes, environment, templates applied),
/// itself a spec of the same graph; or a summary.
public struct DumpCommand: ParsableCommand {
    public enum DumpType: String, ExpressibleByArgument, CaseIterable, Sendable {
        case json, yaml, summary
    }

    public static let configuration = CommandConfiguration(
        commandName: "dump",
        abstract: "Print the resolved spec (json, yaml: itself a valid spec of the same graph) or a summary: counts per kind, depth, longest chain."
    )

    @Option(name: .long, help: "The spec file.")
    public var spec = "modules.yml"

    @Option(name: .long, help: "json, yaml or summary.")
    public var type: DumpType = .summary

    public init() {}

    public func run() throws {
        let graph = try SpecLoading.graph(specPath: spec)
        let text: String
        switch type {
        case .summary: text = GraphSummary(graph).text
        case .json: text = ResolvedSpecDump.value(of: graph).json
        case .yaml: text = ResolvedSpecDump.value(of: graph).yaml
        }
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}
