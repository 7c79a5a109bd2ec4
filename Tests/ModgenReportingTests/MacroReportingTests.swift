import Testing
@testable import ModgenSpec
@testable import ModgenGraph
@testable import ModgenReporting

/// A macro module in `graph` (its own cluster, after core) and in `dump --type summary` (counted
/// only when the spec has one, so summaries without macros read as before).
@Suite struct MacroReportingTests {
    private static func graph() -> ModuleGraph {
        var graph = DependencyPictureTests.graph()
        let here = DependencyPictureTests.here
        var modules = graph.modules
        modules.append(ResolvedModule(name: "Stringify", kind: .macro, location: here))
        modules[modules.firstIndex { $0.name == "Utils" } ?? 0].dependencies.append(.module("Stringify"))
        graph = ModuleGraph(name: graph.name, specPath: graph.specPath, options: graph.options, packages: graph.packages, modules: modules)
        return graph
    }

    @Test func theMacroHasItsOwnClusterAfterCore() {
        let picture = DependencyPictureBuilder(graph: Self.graph()) { "Packages/\($0.kind.defaultFolder)/\($0.name)" }.build()
        #expect(picture.presentKinds == ["app", "feature", "example", "interface", "deps", "core", "macro", "package"])
        #expect(picture.nodes.first { $0.name == "Stringify" }?.path == "Packages/Macros/Stringify")
        let dot = DOTRenderer.render(picture)
        #expect(dot.contains("    subgraph \"cluster_macro\" {\n        label=\"Macros\";\n"))
        #expect(dot.contains("    \"Utils\" -> \"Stringify\";\n"))
    }

    @Test func theSummaryCountsMacrosOnlyWhenThereAreSome() {
        #expect(GraphSummary(Self.graph()).text.contains("  deps: 1\n  macro: 1\n  examples: 1\n"))
        #expect(!GraphSummary(DependencyPictureTests.graph()).text.contains("macro"))
    }
}
