import Testing
@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph
@testable import ModgenReporting
@testable import ModgenPlanning
@testable import ModgenWriting

/// What the `default` template set writes, checked on the brief's small app.
@Suite struct PlannerStubTests {
    static let plan = Result { try PlanningFixtures.plan(PlanningFixtures.atlas()) }

    static func contents(_ path: String) throws -> String {
        try #require(try plan.get()[path]).contents
    }

    @Test func interfaceDeclaresTheFeatureProtocolAndItsDependencies() throws {
        let text = try Self.contents("Packages/Features/SearchInterface/Sources/SearchInterface/SearchInterface.swift")
        #expect(text.contains("public protocol SearchProviding: Sendable {"))
        #expect(text.contains("public protocol SearchDependencies: Sendable {"))
    }

    @Test func featureFacadeTakesItsDependenciesAndReExportsItsInterface() throws {
        let text = try Self.contents("Packages/Features/Directions/Sources/Directions/DirectionsFacade.swift")
        #expect(text.hasPrefix("@_exported import DirectionsInterface\nimport SearchInterface\nimport Storage\n\n"))
        #expect(text.contains("public struct DirectionsFacade: DirectionsProviding {"))
        #expect(text.contains("public init(dependencies: any DirectionsDependencies)"))
        let view = try Self.contents("Packages/Features/Directions/Sources/Directions/DirectionsView.swift")
        #expect(view.hasPrefix("#if canImport(SwiftUI)\nimport SwiftUI\n"))
        #expect(view.hasSuffix("#endif\n"))
    }

    @Test func depsImplementsWhatItServes() throws {
        let text = try Self.contents("Packages/Deps/SearchDeps/Sources/SearchDeps/SearchDeps.swift")
        #expect(text.contains("import SearchInterface\n"))
        #expect(text.contains("public struct LiveSearchDependencies: SearchDependencies {"))
    }

    @Test func examplesWireTheServingDepsOrAStandIn() throws {
        let search = try Self.contents("Packages/Features/Search/Sources/SearchExampleKit/CompositionRoot.swift")
        #expect(search.contains("SearchFacade(dependencies: SearchDeps.LiveSearchDependencies())"))
        #expect(search.contains("public struct CompositionRoot {"))
        let directions = try Self.contents("Packages/Features/Directions/Sources/DirectionsExampleKit/CompositionRoot.swift")
        #expect(directions.contains("struct ExampleDirectionsDependencies: DirectionsDependencies {"))
        let main = try Self.contents("Packages/Features/Directions/Sources/DirectionsExample/main.swift")
        #expect(main.hasPrefix("import DirectionsExampleKit\n"))
        #expect(main.hasSuffix("for line in CompositionRoot().summaries() {\n    print(line)\n}\n"))
        let view = try Self.contents("Packages/Features/Directions/Sources/DirectionsExampleKit/RootView.swift")
        #expect(view.hasPrefix("#if canImport(SwiftUI)\nimport SwiftUI\n") && view.hasSuffix("#endif\n"))
    }

    @Test func appWiresEveryDependency() throws {
        let text = try Self.contents("Packages/App/AtlasApp/Sources/AtlasAppKit/CompositionRoot.swift")
        #expect(text.contains("""
                var lines = ["AtlasApp is running"]
                lines.append(DirectionsFacade(dependencies: UnservedDirectionsDependencies()).summary())
                lines.append(NetworkingInfo().describe())
                lines.append(SearchFacade(dependencies: SearchDeps.LiveSearchDependencies()).summary())
                lines.append(StorageInfo().describe())
                return lines
        """))
    }

    @Test func everyTestFileAssertsSomething() throws {
        let tests = try Self.plan.get().files.filter { $0.path.contains("/Tests/") }
        #expect(tests.count == 8)
        for file in tests {
            #expect(file.contents.contains("XCTAssert"), "\(file.path)")
            #expect(file.contents.contains("final class "), "\(file.path)")
        }
    }

    @Test func noStubHasBlankLinesAtItsEdgesOrTrailingSpaces() throws {
        for file in try Self.plan.get().files where file.ownership == .stub && !file.contents.isEmpty {
            #expect(!file.contents.hasPrefix("\n"), "\(file.path)")
            #expect(file.contents.hasSuffix("}\n") || file.contents.hasSuffix(")\n") || file.contents.hasSuffix("#endif\n"), "\(file.path)")
            #expect(!file.contents.contains("\n\n\n"), "\(file.path)")
            #expect(!file.contents.contains(" \n"), "\(file.path)")
        }
    }
}
