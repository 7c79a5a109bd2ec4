import XCTest
import Search

/// Stands in for what a deps module provides.
private struct StubSearchDependencies: SearchDependencies {
    func greeting() -> String { "stubbed" }
}

final class SearchFacadeTests: XCTestCase {
    func testSummaryUsesItsDependencies() {
        let facade = SearchFacade(dependencies: StubSearchDependencies())
        XCTAssertEqual(facade.summary(), "Search: stubbed")
    }
}
