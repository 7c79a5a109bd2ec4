import Testing
@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph
@testable import ModgenReporting
@testable import ModgenPlanning
@testable import ModgenWriting

/// Stubs go where the target's files are: a module's `path:`, never `Sources/<Name>` beside
/// it; with `sources:` the module's own target gets no stub; nothing under an `exclude:`.
@Suite struct TargetFolderPlanningTests {
    /// `Search` (core) at `Code/Search` with a resource; `Legacy` (core) listing its sources;
    /// `Notes` (core) excluding the file its stub would be.
    static func graph(layout: ProjectOptions.Layout = .packages) -> ModuleGraph {
        var options = ProjectOptions()
        options.layout = layout
        var search = ResolvedModule(name: "Search", kind: .core, location: PlanningFixtures.mark(3), resources: [TargetResource(path: "Assets")])
        search.target.path = "Code/Search"
        var legacy = ResolvedModule(name: "Legacy", kind: .core, location: PlanningFixtures.mark(6))
        legacy.target.path = "Old"
        legacy.target.sources = ["Legacy.swift"]
        var notes = ResolvedModule(name: "Notes", kind: .core, location: PlanningFixtures.mark(9), hasTests: false)
        notes.target.exclude = ["NotesInfo.swift"]
        return ModuleGraph(name: "Paths", specPath: "modules.yml", options: options, packages: [:], modules: [search, legacy, notes])
    }

    static func paths(_ graph: ModuleGraph) throws -> [String] {
        try PlanningFixtures.plan(graph).files.filter { $0.ownership == .stub }.map(\.path)
    }

    @Test func stubsGoUnderThePathOfTheirPackage() throws {
        #expect(try Self.paths(Self.graph()) == [
            "Packages/Core/Legacy/Tests/LegacyTests/LegacyInfoTests.swift",
            "Packages/Core/Search/Code/Search/Assets/.gitkeep",
            "Packages/Core/Search/Code/Search/SearchInfo.swift",
            "Packages/Core/Search/Tests/SearchTests/SearchInfoTests.swift",
        ])
    }

    @Test func inTheSingleLayoutThePathIsFromTheRoot() throws {
        let graph = Self.graph(layout: .single)
        #expect(try Self.paths(graph) == [
            "Code/Search/Assets/.gitkeep",
            "Code/Search/SearchInfo.swift",
            "Tests/LegacyTests/LegacyInfoTests.swift",
            "Tests/SearchTests/SearchInfoTests.swift",
        ])
        let readme = ProjectReadme.render(graph, specReference: "modules.yml")
        #expect(readme.contains("| Search | core | `Code/Search` | — |"))
        #expect(readme.contains("| Legacy | core | `Old` | — |"))
    }

    @Test func theManifestPointsAtTheSameFolder() throws {
        let manifest = try #require(try PlanningFixtures.plan(Self.graph())["Packages/Core/Search/Package.swift"]).contents
        #expect(manifest.contains("path: \"Code/Search\""))
    }

    @Test func aLayoutSwitchMovesThePathFolder() {
        let switched = LayoutSwitch(graph: Self.graph(layout: .single))
        #expect(switched.moves(orphaned: ["Packages/Core/Search/Code/Search/Mine.swift", "Packages/Core/Search/Tests/SearchTests/T.swift"]) == [
            .init(from: "Packages/Core/Search/Code/Search", to: "Code/Search"),
            .init(from: "Packages/Core/Search/Tests/SearchTests", to: "Tests/SearchTests"),
        ])
    }
}
