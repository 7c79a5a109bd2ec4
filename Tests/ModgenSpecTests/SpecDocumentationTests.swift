import Foundation
import Testing
@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph
import ModgenTestSupport

/// Docs/Spec.md's full example is a valid spec and resolves to what the document says.
@Suite struct SpecDocumentationTests {
    private static let document = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Docs/Spec.md")

    /// The ```yaml block after `<!-- marker -->`.
    private func block(after marker: String) throws -> String {
        let text = try String(contentsOf: Self.document, encoding: .utf8)
        let start = try #require(text.range(of: "<!-- \(marker) -->\n```yaml\n"))
        let end = try #require(text.range(of: "\n```", range: start.upperBound..<text.endIndex))
        return String(text[start.upperBound..<end.lowerBound]) + "\n"
    }

    @Test func fullExampleResolves() throws {
        let snippet = try SpecSnippet(files: [
            "modules.yml": try block(after: "full-example"),
            "modules/core.yml": try block(after: "full-example-include"),
        ])
        defer { snippet.remove() }
        let result = snippet.load()
        #expect(snippet.lines(result).isEmpty)
        let graph = try #require(result.graph)
        #expect(graph.modules.count == 14)
        #expect(graph["Stringify"]?.target.syntaxPackage == "Syntax")
        #expect(graph["Search"]?.dependencies == [
            .module("DesignSystem"), .module("DirectionsInterface"), .module("LightTheme"), .module("Networking"),
            .module("SearchInterface"), .product(name: "OrderedCollections", package: "Collections"),
        ])
        #expect(graph["Search"]?.swiftSettings == [.define("Search_MODULE"), .enableUpcomingFeature("ExistentialAny")])
        #expect(graph["Directions"]?.moduleDependencies == ["DarkTheme", "DesignSystem", "DirectionsInterface"])
        #expect(graph["Directions"]?.example == false)
        #expect(graph["SearchInterface"]?.dependencies == [.module("CommonTypes")])
        #expect(graph["Networking"]?.dependencies == [.module("Utils")])
        #expect(graph.packages["Log"]?.requirement == .range("1.5.0", "2.0.0"))
        #expect(graph.depsServing("Directions").map(\.name) == ["CommonDeps"])
    }
}
