import Testing
@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph
@testable import ModgenReporting
@testable import ModgenPlanning
@testable import ModgenWriting

@Suite struct LayoutSwitchTests {
    @Test func packagesToSingleListsTheOldTargetFoldersStillHoldingFiles() {
        let single = SingleLayoutPlanningTests.single()
        let switched = LayoutSwitch(graph: single)
        #expect(switched.previousManifests.count == single.modules.count)
        #expect(switched.previousManifests.contains("Packages/Features/Search/Package.swift"))
        let orphaned = [
            "Packages/Features/Search/Package.swift",
            "Packages/Features/Search/Sources/Search/SearchFacade.swift",
            "Packages/Features/Search/Sources/Search/Deep/Nested.swift",
            "Packages/Features/Search/Tests/SearchTests/SearchFacadeTests.swift",
            "Packages/Core/Gone/Sources/Gone/GoneInfo.swift",
        ]
        #expect(switched.moves(orphaned: orphaned) == [
            .init(from: "Packages/Features/Search/Sources/Search", to: "Sources/Search"),
            .init(from: "Packages/Features/Search/Tests/SearchTests", to: "Tests/SearchTests"),
        ])
        let warning = switched.warning(orphaned: orphaned)
        #expect(warning.first?.hasPrefix("warning: the layout is now 'single' (it was 'packages'): modgen moves no sources.") == true)
        #expect(Array(warning.dropFirst()) == [
            "  Packages/Features/Search/Sources/Search -> Sources/Search",
            "  Packages/Features/Search/Tests/SearchTests -> Tests/SearchTests",
        ])
    }

    @Test func singleToPackagesGoesTheOtherWay() {
        let switched = LayoutSwitch(graph: PlanningFixtures.atlas())
        #expect(switched.previousManifests == ["Package.swift"])
        #expect(switched.moves(orphaned: ["Package.swift", "Sources/SearchExample/main.swift"]) == [
            .init(from: "Sources/SearchExample", to: "Packages/Features/Search/Sources/SearchExample"),
        ])
    }

    @Test func tellsSwitchOrphansFromRemovedModules() {
        let toSingle = LayoutSwitch(graph: SingleLayoutPlanningTests.single())
        #expect(toSingle.explains("Packages/Features/Search/Package.swift"))
        #expect(toSingle.explains("Packages/Core/Storage/Tests/StorageTests/StorageInfoTests.swift"))
        #expect(!toSingle.explains("Packages/Core/Gone/Package.swift"))
        #expect(!toSingle.explains("Packages/Core/Search/Package.swift"))
        let toPackages = LayoutSwitch(graph: PlanningFixtures.atlas())
        #expect(toPackages.explains("Package.swift"))
        #expect(toPackages.explains("Sources/Storage/StorageInfo.swift"))
        #expect(!toPackages.explains("Sources/Gone/GoneInfo.swift"))
    }

    @Test func nothingMovedNothingToSay() {
        let switched = LayoutSwitch(graph: PlanningFixtures.atlas())
        #expect(switched.warning(orphaned: ["Packages/Core/Gone/Package.swift"]).isEmpty)
    }
}
