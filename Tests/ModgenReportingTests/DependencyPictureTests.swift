import Testing
import YAMLTree
@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph
@testable import ModgenReporting

@Suite struct DependencyPictureTests {
    static let here = Mark(file: "modules.yml", line: 1, column: 1)

    static func graph() -> ModuleGraph {
        ModuleGraph(name: "Mini", specPath: "modules.yml", options: ProjectOptions(), packages: [:], modules: [
            ResolvedModule(name: "App", kind: .app, location: here, dependencies: [.module("Search"), .module("SearchDeps")]),
            ResolvedModule(name: "Search", kind: .feature, location: here, dependencies: [.module("SearchInterface"), .module("Utils")], example: true),
            ResolvedModule(name: "SearchInterface", kind: .interface, origin: .interface(ofFeature: "Search"), location: here),
            ResolvedModule(name: "SearchDeps", kind: .deps, location: here, dependencies: [.module("SearchInterface")], serves: ["Search"]),
            ResolvedModule(name: "Utils", kind: .core, location: here, dependencies: [.product(name: "Logging", package: "Logging")]),
        ])
    }

    static func picture(kinds: Set<String>? = nil, focus: String? = nil) -> DependencyPicture {
        DependencyPictureBuilder(graph: graph()) { "Packages/\($0.kind.defaultFolder)/\($0.name)" }.build(kinds: kinds, focus: focus)
    }

    @Test func showsModulesExamplesAndPackagesInKindOrder() {
        let picture = Self.picture()
        #expect(picture.nodes.map(\.name) == ["App", "Search", "SearchExample", "SearchInterface", "SearchDeps", "Utils", "Logging"])
        #expect(picture.nodes.first { $0.name == "SearchExample" }?.path == "Packages/Features/Search")
        #expect(picture.edges.contains(.init(from: "SearchExample", to: "SearchDeps")))
        #expect(picture.edges.contains(.init(from: "Utils", to: "Logging")))
    }

    @Test func kindsFilterDropsOtherNodesAndTheirEdges() {
        let picture = Self.picture(kinds: ["feature", "interface"])
        #expect(picture.nodes.map(\.name) == ["Search", "SearchInterface"])
        #expect(picture.edges == [.init(from: "Search", to: "SearchInterface")])
    }

    @Test func focusKeepsWhatTheModuleReachesAndWhatReachesIt() {
        let picture = Self.picture(focus: "Utils")
        #expect(picture.nodes.map(\.name) == ["App", "Search", "SearchExample", "Utils", "Logging"])
    }

    @Test func mermaidGroupsByKind() {
        let text = MermaidRenderer.render(Self.picture(kinds: ["feature", "interface"]))
        #expect(text == """
        graph LR
            subgraph feature["Features"]
                Search["Search"]
            end
            subgraph interface["Interfaces"]
                SearchInterface["SearchInterface"]
            end
            Search --> SearchInterface
            classDef feature fill:#cde4ff,stroke:#2e86c1
            class Search feature
            classDef interface fill:#d5f5e3,stroke:#239b56
            class SearchInterface interface

        """)
    }

    @Test func dotQuotesNamesAndClustersKinds() {
        let text = DOTRenderer.render(Self.picture(kinds: ["core", "package"]))
        #expect(text.contains("subgraph \"cluster_core\" {"))
        #expect(text.contains("\"Logging\" [fillcolor=\"#ffffff\", style=\"rounded,dashed,filled\"];"))
        #expect(text.contains("\"Utils\" -> \"Logging\";"))
    }

    @Test func jsonListsNodesAndEdges() throws {
        let text = try JSONPictureRenderer.render(Self.picture(kinds: ["core"]))
        #expect(text == """
        {
          "edges" : [

          ],
          "name" : "Mini",
          "nodes" : [
            {
              "kind" : "core",
              "name" : "Utils",
              "path" : "Packages/Core/Utils"
            }
          ]
        }

        """)
    }
}
