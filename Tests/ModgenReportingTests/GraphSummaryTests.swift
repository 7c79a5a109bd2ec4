import Testing
@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph
@testable import ModgenReporting

@Suite struct GraphSummaryTests {
    @Test func countsKindsAndFindsTheLongestChain() {
        let summary = GraphSummary(DependencyPictureTests.graph())
        #expect(summary.counts.map(\.count) == [1, 1, 1, 1, 1])
        #expect(summary.examples == 1)
        #expect(summary.depth == 3)
        // Ties go to the alphabetically first dependency, so the answer is stable.
        #expect(summary.longestChain == ["App", "Search", "SearchInterface"])
        #expect(summary.text.hasSuffix("depth: 3\nlongest chain: App -> Search -> SearchInterface\n"))
    }
}
