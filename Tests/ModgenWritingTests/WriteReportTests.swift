import Testing

@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph
@testable import ModgenPlanning
@testable import ModgenWriting

@Suite struct WriteReportTests {
    @Test func summarizesInOneLine() {
        var report = WriteReport()
        report.created = ["a"]
        report.unchanged = ["b", "c"]
        report.stubsKept = ["d"]
        #expect(report.summary == "created 1, updated 0, unchanged 3, orphaned 0")
        report.refused = ["e"]
        report.pruned = ["f"]
        #expect(report.summary == "created 1, updated 0, unchanged 3, orphaned 0, pruned 1, refused 1")
        #expect(!report.succeeded && !report.isUpToDate)
    }
}
