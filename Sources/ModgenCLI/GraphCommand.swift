import ArgumentParser
import Foundation
import ModgenDiagnostics
import ModgenReporting

/// `modgen graph`: the dependency picture as Graphviz DOT, Mermaid or JSON.
public struct GraphCommand: ParsableCommand {
    public enum Format: String, ExpressibleByArgument, CaseIterable, Sendable {
        case dot, mermaid, json
    }

    public static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Print the module dependency graph (dot renders with Graphviz, mermaid on GitHub).",
        discussion: "Example: modgen graph --format dot | dot -Tpng -o graph.png"
    )

    @Option(name: .long, help: "The spec file.")
    public var spec = "modules.yml"

    @Option(name: .long, help: "dot, mermaid or json.")
    public var format: Format = .dot

    @Option(name: .long, help: "Only these kinds, comma-separated: app, feature, example, interface, deps, core, package.")
    public var kinds: String?

    @Option(name: .long, help: "Only this module, what it depends on and what depends on it.")
    public var focus: String?

    @Option(name: .long, help: "Write to this file instead of standard output.")
    public var output: String?

    public init() {}

    public func validate() throws {
        for kind in kindSet ?? [] where !DependencyPicture.kindOrder.contains(kind) {
            throw ValidationError("unknown kind '\(kind)' in --kinds (expected: \(DependencyPicture.kindOrder.joined(separator: ", ")))")
        }
    }

    private var kindSet: Set<String>? {
        kinds.map { Set($0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }) }
    }

    public func run() throws {
        let graph = try SpecLoading.graph(specPath: spec)
        if let focus, graph[focus] == nil {
            throw CommandFailure.exit("error: unknown module '\(focus)' in --focus\(DidYouMean.hint(for: focus, among: graph.modules.map(\.name)))")
        }
        let picture = DependencyPictureBuilder(graph: graph).build(kinds: kindSet, focus: focus)
        let text: String
        switch format {
        case .dot: text = DOTRenderer.render(picture)
        case .mermaid: text = MermaidRenderer.render(picture)
        case .json: text = try JSONPictureRenderer.render(picture)
        }
        try OutputDestination(path: output).write(text)
    }
}
